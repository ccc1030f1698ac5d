import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runDataCli } from './data-cli-run';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

const run = promisify(execFile);
const MANIFEST = JSON.stringify({
  format: 1,
  app: 'hyzer',
  database: 'pglite',
  createdAt: '2026-11-01T00:00:00.000Z',
  files: ['database.tar'],
});

/** A backup file made of these entries (the manifest first), each a buffer or a sized stream. */
async function craft(
  file: string,
  entries: { name: string; body?: Buffer; size?: number; stream?: Readable; type?: 'symlink' }[],
  level = 6,
) {
  const tar = pack();
  const done = pipeline(tar, createGzip({ level }), createWriteStream(file));
  for (const e of entries) {
    if (e.type === 'symlink') tar.entry({ name: e.name, type: 'symlink', linkname: '/etc' });
    else if (e.stream) await pipeline(e.stream, tar.entry({ name: e.name, size: e.size }));
    else tar.entry({ name: e.name }, e.body!);
  }
  tar.finalize();
  await done;
}

/** An inner database.tar holding these files. */
async function innerTar(files: Record<string, Buffer>): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of tar as AsyncIterable<Buffer>) chunks.push(chunk);
  })();
  for (const [name, body] of Object.entries(files)) tar.entry({ name }, body);
  tar.finalize();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The data command in a child process of its own (as `npm run backup|restore` runs it), with
 * the child's peak resident memory (its maxRSS) measured by the child itself.
 */
async function childCli(root: string, args: string[], dataDir: string) {
  const runner = path.join(root, 'runner.mts');
  writeFileSync(
    runner,
    `import { runDataCli } from ${JSON.stringify(path.resolve('src/server/backup/data-cli-run.ts'))};
const err = [];
const code = await runDataCli(process.argv.slice(2), { out: () => {}, err: (l) => err.push(l) });
console.log(JSON.stringify({ code, err: err.join('\\n'), peakMb: process.resourceUsage().maxRSS / 1024 }));
`,
  );
  // Started as `npm run backup` and `npm run restore` start it (decision 0041).
  const flags = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
  const { stdout } = await run(process.execPath, [...flags, runner, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as {
    code: number;
    err: string;
    peakMb: number;
  };
}

/**
 * Backup and restore stream: a backup's memory does not grow with the folder, a restore checks
 * sizes before inflating (a crafted file is refused at once), refuses entries that would leave
 * the folder, still reads backups made by PGlite's own dump, and analyses what it restored.
 */
describe('streamed backup and restore', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hyzer-backup-stream-'));
  const cli = async (args: string[], env: Record<string, string>) => {
    const err: string[] = [];
    const code = await runDataCli(args, { env, out: () => {}, err: (l) => err.push(l) });
    return { code, err: err.join('\n') };
  };

  beforeAll(() => mkdirSync(root, { recursive: true }));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a backup made by PGlite’s own dump, and analyses the restored tables', async () => {
    const file = path.join(root, 'dumped.backup');
    await craft(file, [
      { name: 'hyzer-backup.json', body: Buffer.from(MANIFEST) },
      { name: 'database.tar', body: readFileSync(inject('pgliteDump')) },
    ]);
    const target = path.join(root, 'from-dump');
    const res = await cli(['restore', file], { DATA_DIR: target });
    expect(res, res.err).toMatchObject({ code: 0 });
    const pglite = await PGlite.create(path.join(target, 'pglite'));
    try {
      // A table never analysed has reltuples -1 (unknown); ANALYZE sets it, 0 when empty.
      const { rows } = await pglite.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
      );
      expect(rows).toEqual([]);
      const { rows: users } = await pglite.query<{ n: number }>(
        `select count(*)::int as n from "user"`,
      );
      expect(users).toEqual([{ n: 0 }]);
    } finally {
      await pglite.close();
    }
  });

  it('refuses entries that would leave the data folder or are links, writing nothing', async () => {
    for (const [name, inner] of [
      [
        'escape',
        await innerTar({ PG_VERSION: Buffer.from('17\n'), '../escaped': Buffer.from('x') }),
      ],
      ['nested', await innerTar({ 'base/../../escaped': Buffer.from('x') })],
    ] as const) {
      const file = path.join(root, `${name}.backup`);
      await craft(file, [
        { name: 'hyzer-backup.json', body: Buffer.from(MANIFEST) },
        { name: 'database.tar', body: inner },
      ]);
      const target = path.join(root, `target-${name}`);
      const res = await cli(['restore', file], { DATA_DIR: target });
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/is not a Hyzer backup \(database\.tar holds an unexpected entry/);
      expect(existsSync(target)).toBe(false);
      expect(existsSync(path.join(root, 'escaped'))).toBe(false);
    }
    const linked = path.join(root, 'linked.backup');
    await craft(linked, [
      { name: 'hyzer-backup.json', body: Buffer.from(MANIFEST) },
      { name: 'database.tar', type: 'symlink' },
    ]);
    const res = await cli(['restore', linked], { DATA_DIR: path.join(root, 'target-linked') });
    expect(res).toEqual({
      code: 1,
      err: `${linked} is not a Hyzer backup (unexpected entry database.tar).`,
    });
  });

  it('refuses a crafted 1 MB backup of a 1 GiB database.tar from its header, in bounded memory', async () => {
    const file = path.join(root, 'bomb.backup');
    const size = 1024 ** 3;
    const zeros = Buffer.alloc(1024 * 1024);
    await craft(
      file,
      [
        { name: 'hyzer-backup.json', body: Buffer.from(MANIFEST) },
        {
          name: 'database.tar',
          size,
          stream: Readable.from(
            (function* () {
              for (let i = 0; i < size / zeros.length; i++) yield zeros;
            })(),
          ),
        },
      ],
      9,
    );
    const target = path.join(root, 'target-bomb');
    const res = await childCli(root, ['restore', file], target);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a Hyzer backup \\(its database\\.tar claims 1073741824 bytes in a file of \\d+: more than a backup holds\\)\\.$`,
      ),
    );
    // Inflating it whole peaked at 5.3 GB; refused from its header, the child stays near its start.
    expect(res.peakMb).toBeLessThan(1024);
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('backs up a large generated folder in memory that does not grow with it', async () => {
    const source = path.join(root, 'large');
    mkdirSync(path.join(source, 'pglite'), { recursive: true });
    const pglite = await PGlite.create(path.join(source, 'pglite'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
    await pglite.close();
    // 192 MB that does not compress (like photos), in files of a data folder's largest size.
    const bulk = path.join(source, 'pglite', 'base', 'bulk');
    mkdirSync(bulk);
    for (let i = 0; i < 6; i++) writeFileSync(path.join(bulk, `${i}`), randomBytes(32 * 1024 ** 2));
    const file = path.join(root, 'large.backup');
    const res = await childCli(root, ['backup', file], source);
    expect(res, res.err).toMatchObject({ code: 0 });
    expect(existsSync(file)).toBe(true);
    // The child's own start (Node, tsx, the database's WebAssembly) is some 300 MB on Node 24, and
    // its peak stayed there for folders of 32 to 384 MB. Held whole (PGlite's dump, then its tar),
    // the backup adds well over twice the folder's 192 MB.
    expect(res.peakMb).toBeLessThan(450);
  }, 180_000);
});
