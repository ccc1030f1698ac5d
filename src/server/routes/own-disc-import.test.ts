import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../core/api/collection-routes';
import type { UserDisc } from '../../core/bag-types';
import type { OwnDisc } from '../../core/schemas/own-disc';
import { createOwnDisc, DRIVER, expectStatus, seedCatalogue } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** A disc no catalogue has, with its four numbers (decision 0029). */
const CSV = [
  'Bag,Disc,Brand,Category,Speed,Glide,Turn,Fade,Colour,Copy',
  'Field,Mystery Prototype,Nobody Discs,Distance Driver,11,5,-1.5,2,#112233,',
  'Field,Testwing,Acme Discs,,,,,,#445566,',
  'Field,Mystery Prototype,Nobody Discs,Distance Driver,11,5,-1.5,2,#778899,2',
].join('\r\n');

describe('import of discs the catalogue does not have (decision 0029)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const importFile = (cookie: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/import', { cookie, body });
  const own = (cookie: string) =>
    expectStatus<OwnDisc[]>(t.call('GET', '/api/own-discs', { cookie }), 200);
  const discs = (cookie: string) =>
    expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200);

  it('CSV: the dry run marks "new: your own disc", the import makes one own disc, twice makes none more', async () => {
    const cookie = await signUp(t, 'import-own-csv@example.com');
    const dry = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content: CSV, dryRun: true }),
      200,
    );
    expect(dry.message).toBe('Ready to import 3 discs.');
    const newOwn = {
      status: 'new',
      id: null,
      name: 'Mystery Prototype',
      brand: 'Nobody Discs',
      category: 'Distance Driver',
      speed: 11,
      glide: 5,
      turn: -1.5,
      fade: 2,
    };
    expect(dry.report[0]).toMatchObject({
      row: 2,
      matched: null,
      problem: null,
      ownDisc: newOwn,
      note: 'new: your own disc',
    });
    expect(dry.report[1]).toMatchObject({ matched: { id: DRIVER }, problem: null });
    expect(dry.report[1]).not.toHaveProperty('ownDisc');
    expect(await own(cookie)).toEqual([]);

    // The same disc twice in one bag, not marked as another copy, is refused like any duplicate.
    const refused = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content: CSV.replace(/,2$/, ',') }),
      200,
    );
    expect(refused.report[2]!.problem).toBe(
      'Duplicate: Mystery Prototype is already on row 2 for this bag',
    );
    const content = CSV;
    const done = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content }),
      201,
    );
    expect(done.count).toBe(3);
    const [made] = await own(cookie);
    const { status: _status, ...fields } = newOwn;
    expect(made).toMatchObject({ ...fields, id: expect.stringMatching(/^own-/) });
    const held = (await discs(cookie)).filter((d) => d.discitId === made!.id);
    expect(held.map((d) => [d.color, d.discDetails?.own])).toEqual([
      ['#112233', true],
      ['#778899', true],
    ]);

    const again = await expectStatus<ImportResult>(
      importFile(cookie, { format: 'csv', content, dryRun: true }),
      200,
    );
    expect(again.report[0]).toMatchObject({
      matched: { id: made!.id, name: 'Mystery Prototype', brand: 'Nobody Discs' },
      ownDisc: { status: 'existing', id: made!.id },
      note: 'your own disc',
    });
    // The bag "Field" is there now: a second bag of that name, as the player would choose.
    await expectStatus(importFile(cookie, { format: 'csv', content, sameNameBags: 'new' }), 201);
    expect(await own(cookie)).toHaveLength(1);
    expect((await discs(cookie)).filter((d) => d.discitId === made!.id)).toHaveLength(4);
  });

  it('CSV: a row without numbers keeps the unknown-disc message and suggestions', async () => {
    const cookie = await signUp(t, 'import-own-none@example.com');
    const result = await expectStatus<ImportResult>(
      importFile(cookie, {
        format: 'csv',
        content: 'Disc,Brand,Speed\r\nTestwig,Nobody Discs,11',
      }),
      200,
    );
    expect(result.report[0]).toMatchObject({
      problem: 'Unknown disc: Nobody Discs Testwig',
      suggestions: ['Acme Discs Testwing'],
    });
    expect(result.report[0]).not.toHaveProperty('ownDisc');
    const bad = await expectStatus<ImportResult>(
      importFile(cookie, {
        format: 'csv',
        content: 'Disc,Brand,Speed,Glide,Turn,Fade\r\nMystery,Nobody Discs,11.3,5,-1,2',
      }),
      200,
    );
    expect(bad.report[0]!.problem).toBe('speed: Flight numbers must be numbers in steps of 0.5');
    expect(await own(cookie)).toEqual([]);
  });

  it('JSON: an export with an own disc imports into another account as that account’s own disc', async () => {
    const alice = await signUp(t, 'import-own-alice@example.com');
    const bob = await signUp(t, 'import-own-bob@example.com');
    const mine = await createOwnDisc(t, alice, 'Store Stamp', { brand: 'Tiny Brand', fade: 1.5 });
    const bag = await expectStatus<{ id: string }>(
      t.call('POST', '/api/bags', { cookie: alice, body: { name: 'Putters' } }),
      201,
    );
    await expectStatus(
      t.call('POST', '/api/user-discs', {
        cookie: alice,
        body: { bagId: bag.id, discitId: mine.id, color: '#ABCDEF', weight: 174 },
      }),
      201,
    );
    const exported = await (await t.call('GET', '/api/export/json', { cookie: alice })).text();
    const file = JSON.parse(exported) as { bags: { discs: Record<string, unknown>[] }[] };
    expect(file.bags[0]!.discs[0]).toMatchObject({
      catalogueId: mine.id,
      name: 'Store Stamp',
      brand: 'Tiny Brand',
      category: 'Putter',
      speed: 2,
      glide: 3,
      turn: 0,
      fade: 1.5,
      own: true,
      weight: 174,
    });
    expect(file.bags[0]!.discs[0]).not.toHaveProperty('extra');

    const csv = await (await t.call('GET', '/api/export/csv', { cookie: alice })).text();
    expect(csv).toContain(`Putters,Store Stamp,Tiny Brand,Putter,2,3,0,1.5,#ABCDEF`);

    const dry = await expectStatus<ImportResult>(
      importFile(bob, { format: 'json', content: exported, dryRun: true }),
      200,
    );
    expect(dry.report[0]).toMatchObject({
      matched: null,
      problem: null,
      note: 'new: your own disc',
      ownDisc: { status: 'new', name: 'Store Stamp', fade: 1.5 },
    });
    await expectStatus(importFile(bob, { format: 'json', content: exported }), 201);
    const [theirs] = await own(bob);
    expect(theirs).toMatchObject({ name: 'Store Stamp', brand: 'Tiny Brand', speed: 2 });
    expect(theirs!.id).not.toBe(mine.id);
    const [disc] = await discs(bob);
    expect(disc).toMatchObject({ discitId: theirs!.id, weight: 174, color: '#ABCDEF' });
    expect(disc).not.toHaveProperty('own');
    expect(disc).not.toHaveProperty('category');
    // Alice's own disc is untouched and still only hers.
    expect(await own(alice)).toEqual([mine]);

    // Twice into Bob's account: the same own disc, not a second one.
    await expectStatus(
      importFile(bob, { format: 'json', content: exported, sameNameBags: 'new' }),
      201,
    );
    expect(await own(bob)).toHaveLength(1);
    // Into Alice's own account: her own disc by its id.
    const back = await expectStatus<ImportResult>(
      importFile(alice, { format: 'json', content: exported, dryRun: true }),
      200,
    );
    expect(back.report[0]).toMatchObject({ ownDisc: { status: 'existing', id: mine.id } });
  });
});
