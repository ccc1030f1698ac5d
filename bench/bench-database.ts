// A PostgreSQL database of a bench's own, made on the server `admin` names and dropped afterwards.
import pg from 'pg';

/** Runs `work` with the address of a new database named `prefix` and this process's id. */
export async function onOwnDatabase<T>(
  admin: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}
