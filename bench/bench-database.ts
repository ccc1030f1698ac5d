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

/**
 * `run` on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL names a server (in a
 * database of its own, dropped afterwards): the benches' runs, one per database.
 */
export async function onEachDatabase<T>(
  prefix: string,
  run: (label: 'pglite' | 'postgres', env: Record<string, string>) => Promise<T>,
): Promise<T[]> {
  const runs = [await run('pglite', {})];
  const admin = process.env.BENCH_DATABASE_URL;
  if (admin) {
    runs.push(await onOwnDatabase(admin, prefix, (url) => run('postgres', { DATABASE_URL: url })));
  }
  return runs;
}
