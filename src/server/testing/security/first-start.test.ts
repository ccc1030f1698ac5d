import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startServer } from '../server-process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The built server makes a new embedded database from the image the build ships (decision 0035),
 * not by PGlite's initdb, and that database works: a player signs up, and a second start finds
 * the database made.
 */
describe.skipIf(onPostgres)('a first start of the built server (PGlite)', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'hyzer-first-start-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('creates the database from the build’s image, and a later start reopens it', async () => {
    const env = { DATA_DIR: path.join(parent, 'data'), LOG_LEVEL: 'info' };
    const first = await startServer({ env });
    const ready = (out: string) =>
      out.split('\n').find((l) => l.includes('"msg":"database ready"')) ?? '';
    expect(ready(first.output())).toContain('"created":"image"');
    // The starter catalogue was loaded into it.
    const catalogue = await fetch(`${first.url}/api/catalog`);
    expect(catalogue.status).toBe(200);
    expect(await catalogue.text()).toContain('"speed"');
    const cookie = await signUpOverHttp(first.url, 'first@example.com');
    await first.stop();

    const again = await startServer({ env });
    expect(ready(again.output())).not.toContain('"created"');
    const me = await fetch(`${again.url}/api/bags`, { headers: { cookie } });
    expect(me.status).toBe(200);
    await again.stop();
  }, 120_000);
});
