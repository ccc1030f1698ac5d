import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../core/api/collection-routes';
import { IMPORT_TOO_MANY_ROWS } from '../../core/collection/import-plan';
import { BAG_FULL } from '../../core/limits';
import { createBag, expectStatus, seedCatalogue, snapshot } from '../testing/bag-kit';
import { importCatalogue } from '../catalogue/import-catalogue';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** A test app whose PostgreSQL connections end a transaction left idle for a second. */
async function appWithShortIdleTransactions(): Promise<TestApp> {
  const t = await createTestApp();
  // An import that planned inside its transaction would answer 503 here (the connection is
  // ended under it); the server's own limit is 10 s, which a large enough file outlived.
  t.db.database.pool?.on('connect', (client) => {
    void client.query("set idle_in_transaction_session_timeout = '1s'");
  });
  return t;
}

/**
 * Asks /api/health again and again while `work` runs: every answer must be 200. Gives the work's
 * result and how many health answers came before it ended.
 */
async function healthWhile<T>(
  app: TestApp,
  work: Promise<T>,
): Promise<{ result: T; healthAnswers: number }> {
  let done = false;
  const pending = work.finally(() => {
    done = true;
  });
  let healthAnswers = 0;
  while (!done) {
    const health = await app.call('GET', '/api/health');
    expect(health.status).toBe(200);
    if (!done) healthAnswers++;
    await new Promise((r) => setImmediate(r));
  }
  return { result: await pending, healthAnswers };
}

/**
 * An import is bounded like every other write: a ceiling on rows, the limits and text rules of
 * the API on every imported value (reported on its row), its planning done in slices and before
 * its transaction, so that it neither stalls other requests nor holds a transaction open.
 * These tests assert outcomes (answered, refused, nothing stored); bench/import-load.ts measures
 * how long health waits meanwhile.
 */
describe('import bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithShortIdleTransactions();
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  let players = 0;
  const player = () => signUp(t, `bounds-${++players}@example.com`);
  const importFile = (cookie: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/import', { cookie, body });
  const csv = (header: string, rows: string[]) => `${header}\n${rows.join('\n')}\n`;
  const problems = (r: ImportResult) =>
    r.report.filter((l) => l.problem).map((l) => [l.row, l.problem]);

  it('refuses a file of 40,000 rows of one disc as copy 2 with the row ceiling', async () => {
    const cookie = await player();
    const before = await snapshot(t, cookie);
    const content = csv('Disc,Copy', Array<string>(40_000).fill('Testwing,2'));
    const res = await importFile(cookie, { format: 'csv', content, dryRun: true });
    expect(await res.json()).toMatchObject({
      error: {
        code: 'invalid_input',
        message: IMPORT_TOO_MANY_ROWS,
        fields: { content: IMPORT_TOO_MANY_ROWS },
      },
    });
    expect(res.status).toBe(400);
    expect(await snapshot(t, cookie)).toEqual(before);
  }, 120_000);

  it('refuses 30,000 unknown disc names with the row ceiling, a JSON export of 5,001 discs too', async () => {
    const cookie = await player();
    const names = Array.from({ length: 30_000 }, (_, i) => `Mystery disc ${i}`);
    const res = await importFile(cookie, { format: 'csv', content: csv('Disc', names) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: IMPORT_TOO_MANY_ROWS } });
    const discs = Array.from({ length: 5_001 }, () => ({ name: 'Testwing', copy: 2 }));
    const json = JSON.stringify({ format: 'hyzer-collection', version: 1, bags: [{ discs }] });
    const tooMany = await importFile(cookie, { format: 'json', content: json, dryRun: true });
    expect(await tooMany.json()).toMatchObject({
      error: { fields: { content: IMPORT_TOO_MANY_ROWS } },
    });
  }, 120_000);

  it('answers the report for 5,000 unknown names, the most a file holds, with health answering meanwhile', async () => {
    const cookie = await player();
    const names = Array.from({ length: 5_000 }, (_, i) => (i === 0 ? 'Samplr' : `Mystery ${i}`));
    const { result, healthAnswers } = await healthWhile(
      t,
      expectStatus<ImportResult>(
        importFile(cookie, { format: 'csv', content: csv('Disc', names), newBagName: 'Unknowns' }),
        200,
      ),
    );
    expect(healthAnswers).toBeGreaterThan(0);
    expect(result.imported).toBe(false);
    expect(result.report).toHaveLength(5_000);
    expect(result.report[0]).toMatchObject({
      row: 2,
      problem: 'Unknown disc: Samplr',
      suggestions: ['Acme Discs Sampler'],
    });
  }, 120_000);

  it('counts file bags merged into one new bag as one bag: 2 × 300 and 10 × 500 are refused', async () => {
    const cookie = await player();
    const before = await snapshot(t, cookie);
    const rows = (bags: number, each: number) =>
      Array.from({ length: bags * each }, (_, i) => `Bag ${Math.floor(i / each)},Testwing,2`);
    for (const [bags, each] of [
      [2, 300],
      [10, 500],
    ] as const) {
      const content = csv('Bag,Disc,Copy', rows(bags, each));
      const res = await importFile(cookie, { format: 'csv', content, newBagName: 'All in one' });
      expect(res.status, `${bags} × ${each}`).toBe(409);
      expect(await res.json()).toMatchObject({
        error: { code: 'limit_reached', message: BAG_FULL },
      });
    }
    expect(await snapshot(t, cookie)).toEqual(before);
    // Without newBagName they are separate bags, each within the limit.
    const separate = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content: csv('Bag,Disc,Copy', rows(2, 300)) }),
      201,
    );
    expect(separate.bags.map((b) => b.name)).toEqual(['Bag 0', 'Bag 1']);
  }, 120_000);

  it('refuses a bag name over 80 characters on its rows, so two long names never merge', async () => {
    const cookie = await player();
    const before = await snapshot(t, cookie);
    const long = 'L'.repeat(80);
    const content = csv('Bag,Disc', [`${long}A,Testwing`, `${long}B,Testwing`, 'Short,Dropper']);
    const result = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content }),
      200,
    );
    expect(result.imported).toBe(false);
    expect(problems(result)).toEqual([
      [2, 'Bag name must be at most 80 characters'],
      [3, 'Bag name must be at most 80 characters'],
    ]);
    expect(await snapshot(t, cookie)).toEqual(before);
  });

  it('refuses a bag description over 500 characters on the rows of that bag', async () => {
    const cookie = await player();
    const before = await snapshot(t, cookie);
    const content = JSON.stringify({
      format: 'hyzer-collection',
      version: 1,
      bags: [
        { name: 'Wordy', description: 'x'.repeat(1_500_000), discs: [{ name: 'Testwing' }] },
        { name: 'Fine', description: 'Short', discs: [{ name: 'Dropper' }] },
      ],
    });
    const result = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'json', content }),
      200,
    );
    expect(problems(result)).toEqual([[1, 'Description must be at most 500 characters']]);
    expect(await snapshot(t, cookie)).toEqual(before);
    const fits = content.replace(/x{1500000}/, 'x'.repeat(500));
    const ok = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'json', content: fits }),
      201,
    );
    expect(ok.bags.map((b) => [b.name, b.description.length])).toEqual([
      ['Wordy', 500],
      ['Fine', 5],
    ]);
  });

  it('refuses NUL in a bag name, a description, the Bag column or newBagName, storing nothing', async () => {
    const cookie = await player();
    const before = await snapshot(t, cookie);
    const json = (bag: Record<string, unknown>) =>
      JSON.stringify({
        format: 'hyzer-collection',
        version: 1,
        bags: [{ discs: [{ name: 'Testwing' }], ...bag }],
      });
    const cases: [Record<string, unknown>, string][] = [
      [
        { format: 'json', content: json({ name: 'Bad\u0000bag' }) },
        'Bag name contains characters that are not allowed',
      ],
      [
        { format: 'json', content: json({ name: 'Bag', description: 'Bad\u0000text' }) },
        'Description contains characters that are not allowed',
      ],
      [
        { format: 'csv', content: 'Bag,Disc\nBad\u0000bag,Testwing\n' },
        'Bag name contains characters that are not allowed',
      ],
      [
        { format: 'csv', content: 'Bag,Disc\n\ud800,Testwing\n' },
        'Bag name contains characters that are not allowed',
      ],
    ];
    for (const [body, problem] of cases) {
      const result = await expectStatus<ImportResult>(importFile(cookie, body), 200);
      expect(problems(result), problem).toEqual([[body.format === 'csv' ? 2 : 1, problem]]);
    }
    const res = await importFile(cookie, {
      format: 'csv',
      content: 'Disc\nTestwing\n',
      newBagName: 'N\u0000',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { newBagName: 'Bag name contains characters that are not allowed' } },
    });
    expect(await snapshot(t, cookie)).toEqual(before);
  });

  it('imports into an existing bag when the file’s Bag column is not a valid bag name (the column is not used)', async () => {
    const cookie = await player();
    const bag = await createBag(t, cookie, { name: 'Target' });
    const content = `Bag,Disc\n${'B'.repeat(90)},Testwing\n`;
    const result = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content, bagId: bag.id }),
      201,
    );
    expect(result.bags.map((b) => b.id)).toEqual([bag.id]);
  });
});

describe('import bounds with the shared catalogue', () => {
  requireSharedCatalogueInCi();
  describe.skipIf(!hasSharedCatalogue)(`1,079 discs ${SHARED_SKIP_NOTE}`, () => {
    let t: TestApp;
    let catalogue: { name: string; brand: string }[];
    beforeAll(async () => {
      t = await appWithShortIdleTransactions();
      const file = readFileSync(SHARED_CATALOGUE_FILE);
      await importCatalogue(t.db.database.db, file);
      catalogue = JSON.parse(file.toString()) as typeof catalogue;
    });
    afterAll(() => t.close());

    it('reports 5,000 misspelt names with suggestions, answering health meanwhile and keeping no transaction open', async () => {
      const cookie = await signUp(t, 'typos@example.com');
      const before = await snapshot(t, cookie);
      // Each row a real name with one letter changed: close to a catalogue name, in none.
      const known = new Set(catalogue.map((d) => d.name.toLowerCase()));
      const names = catalogue.map((d) => d.name).filter((n) => /^[A-Za-z]{6,}$/.test(n));
      const rows: string[] = [];
      for (let i = 0; rows.length < 5_000; i++) {
        const name = names[i % names.length]!;
        const at = 1 + (Math.floor(i / names.length) % (name.length - 1));
        const typo = `${name.slice(0, at)}${'xq'[i % 2]}${name.slice(at + 1)}`;
        if (!known.has(typo.toLowerCase())) rows.push(typo);
      }
      const { result, healthAnswers } = await healthWhile(
        t,
        expectStatus<ImportResult>(
          importAs(t, cookie, { format: 'csv', content: `Disc\n${rows.join('\n')}\n` }),
          200,
        ),
      );
      expect(healthAnswers).toBeGreaterThan(1);
      expect(result.imported).toBe(false);
      expect(result.report).toHaveLength(5_000);
      expect(result.report.every((l) => l.problem?.startsWith('Unknown disc: '))).toBe(true);
      // A one-letter typo is one edit from the name it came from: suggested.
      expect(result.report[0]!.suggestions.some((s) => s.endsWith(` ${names[0]}`))).toBe(true);
      expect(await snapshot(t, cookie)).toEqual(before);
    }, 180_000);
  });
});

const importAs = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/import', { cookie, body });
