import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { ImportResult } from '../../core/api/collection-routes';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  PUTTER,
  seedCatalogue,
  snapshot,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** What a disc is, apart from its ids and times: what an export and import must keep. */
const essence = (d: UserDisc) => {
  const { id: _i, bagId: _b, createdAt: _c, userId: _u, ...rest } = d;
  return rest;
};

describe('export and import', () => {
  let t: TestApp;
  let cookie: string;
  let bag: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'export@example.com');
    bag = await createBag(t, cookie, { name: 'Main bag', description: 'Weekend rounds' });
    await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#ff0000',
      plastic: 'Star',
      weight: 175.5,
      condition: 8,
      notes: 'Line one\nLine "two", with a comma',
      nickname: '=SUM(A1)',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 2 },
      acquiredOn: '2025-04-01',
      ink: 'JS 555',
    });
    await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: MIDRANGE,
      color: '#00ff00',
      status: 'lost',
      statusNote: 'Pond, hole 7',
      statusDate: '2026-10-01',
    });
  });
  afterAll(() => t.close());

  const download = async (path: string) => {
    const res = await t.call('GET', path, { cookie });
    expect(res.status, path).toBe(200);
    return { res, text: await res.text() };
  };
  const importFile = (body: Record<string, unknown>) =>
    t.call('POST', '/api/import', { cookie, body });

  it('exports a bag as a JSON attachment and imports it back with the same details', async () => {
    const before = (await snapshot(t, cookie)).discs;
    const { res, text } = await download(`/api/bags/${bag.id}/export/json`);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hyzer-main-bag-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // The player has a "Main bag": the import asks instead of making a second one silently.
    const asked = await expectStatus<ImportResult>(
      importFile({ format: 'json', content: text }),
      200,
    );
    expect(asked).toMatchObject({
      imported: false,
      message: 'You already have a bag named “Main bag”.',
      sameNameBags: ['Main bag'],
    });
    expect((await snapshot(t, cookie)).discs).toEqual(before);
    const result = await expectStatus<ImportResult>(
      importFile({ format: 'json', content: text, sameNameBags: 'new' }),
      201,
    );
    expect(result).toMatchObject({ imported: true, count: 2, message: 'Imported 2 discs.' });
    expect(result.bags.map((b) => [b.name, b.description])).toEqual([
      ['Main bag (2)', 'Weekend rounds'],
    ]);
    const after = (await snapshot(t, cookie)).discs.filter((d) => d.bagId === result.bags[0]!.id);
    expect(after.map(essence)).toEqual(before.map(essence));
  });

  it('exports CSV, one row per disc with spreadsheet columns, formulas defused, and re-imports it', async () => {
    const { res, text } = await download(`/api/bags/${bag.id}/export/csv`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Bag,Disc,Brand,Category,Speed,Glide,Turn,Fade,Colour,Plastic,/);
    expect(text).toContain("'=SUM(A1)");
    expect(text).toContain('"Line one\nLine ""two"", with a comma"');
    const result = await expectStatus<ImportResult>(
      importFile({ format: 'csv', content: text, newBagName: 'From CSV' }),
      201,
    );
    const discs = (await snapshot(t, cookie)).discs.filter((d) => d.bagId === result.bags[0]!.id);
    expect(discs.find((d) => d.discitId === DRIVER)).toMatchObject({
      plastic: 'Star',
      weight: 175.5,
      nickname: '=SUM(A1)',
      notes: 'Line one\nLine "two", with a comma',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 2 },
    });
    expect(discs.find((d) => d.discitId === MIDRANGE)).toMatchObject({ status: 'lost' });
  });

  it('refuses a CSV with an unknown disc, naming the row with suggestions, and stores nothing', async () => {
    const before = await snapshot(t, cookie);
    const csv = 'Disc,Brand,Plastic\nTestwing,Acme Discs,Star\nSamplr,,\nDropper,Other Plastics,\n';
    const result = await expectStatus<ImportResult>(
      importFile({ format: 'csv', content: csv, newBagName: 'Nope' }),
      200,
    );
    expect(result.imported).toBe(false);
    expect(result.message).toBe('Nothing was imported: fix the rows marked below and try again.');
    const bad = result.report.filter((r) => r.problem);
    expect(bad).toEqual([
      expect.objectContaining({
        row: 3,
        problem: 'Unknown disc: Samplr',
        suggestions: ['Acme Discs Sampler'],
      }),
    ]);
    expect(result.report[0]!.matched).toMatchObject({ id: DRIVER });
    expect(await snapshot(t, cookie)).toEqual(before);
  });

  it('finds duplicates in the file and in the target bag', async () => {
    const target = await createBag(t, cookie, { name: 'Target' });
    await addDisc(t, cookie, { bagId: target.id, discitId: PUTTER, color: '#000000' });
    const csv = 'Disc\nTestwing\nTestwing\nDropper\n';
    const result = await expectStatus<ImportResult>(
      importFile({ format: 'csv', content: csv, bagId: target.id }),
      200,
    );
    expect(result.report.map((r) => r.problem)).toEqual([
      null,
      'Duplicate: Testwing is already on row 2 for this bag',
      'Duplicate: Dropper is already in the bag',
    ]);
  });

  it('checks details with the API’s rules and says which row is wrong', async () => {
    const csv = 'Disc,Weight (g)\nTestwing,250\n';
    const result = await expectStatus<ImportResult>(
      importFile({ format: 'csv', content: csv, dryRun: true }),
      200,
    );
    expect(result.report[0]).toMatchObject({
      row: 2,
      problem: 'Weight must be between 100 and 200 grams',
    });
  });

  it('refuses a file over 2 MB with a clear message, and a file that is not an export', async () => {
    const big = `Disc\n${'Testwing\n'.repeat(240_000)}`;
    const res = await importFile({ format: 'csv', content: big, dryRun: true });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message:
          'The file is larger than 2 MB. Split it into smaller files and import them one at a time.',
      },
    });
    const notOurs = await importFile({ format: 'json', content: '{"a":1}' });
    expect(notOurs.status).toBe(400);
    expect(await notOurs.json()).toMatchObject({
      error: { fields: { content: 'This is not a Hyzer JSON export.' } },
    });
  });

  it('exports the whole collection, and answers another player’s bag like a missing one', async () => {
    const { text } = await download('/api/export/json');
    const all = JSON.parse(text) as { bags: { name: string }[] };
    expect(all.bags.map((b) => b.name)).toContain('Main bag');
    const other = await signUp(t, 'other@example.com');
    const res = await t.call('GET', `/api/bags/${bag.id}/export/csv`, { cookie: other });
    expect(res.status).toBe(404);
    const into = await t.call('POST', '/api/import', {
      cookie: other,
      body: { format: 'csv', content: 'Disc\nTestwing\n', bagId: bag.id },
    });
    expect(into.status).toBe(404);
  });
});
