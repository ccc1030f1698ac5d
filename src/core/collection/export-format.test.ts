import { describe, expect, it } from 'vitest';
import { bag, details, userDisc } from '../testing/factories';
import {
  buildCsv,
  buildExport,
  CSV_COLUMNS,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportFileName,
} from './export-format';
import { readImportFile } from './import-plan';

const MAIN = bag('b1', 'Main');
const FIELD = bag('b2', 'Field work', { description: 'Upshots' });
const AT = new Date('2026-11-23T10:00:00.000Z');

const DISCS = [
  userDisc(1, details({ name: 'Destroyer', brand: 'Innova', category: 'Distance Driver' }), {
    plastic: 'Star',
    weight: 175,
    nickname: '=SUM(A1)',
    myFlight: { speed: 12, glide: 5, turn: -2, fade: 3 },
    photoUrl: '/api/user-discs/x/photo',
    sleeve: 'blue', // a pass-through field, kept as stored
  }),
  userDisc(2, details({ name: 'Aviar', brand: 'Innova', category: 'Putter' }), { bagId: 'b2' }),
  userDisc(3, details({ name: 'Buzzz' }), { copy: 2 }),
  userDisc(4, details({ name: 'Elsewhere' }), { bagId: 'b9' }),
];

describe('JSON export', () => {
  it('holds the given bags with their discs in order, without the server’s own fields', () => {
    const out = buildExport([MAIN, FIELD], DISCS, AT);
    expect(out).toMatchObject({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(out.bags.map((b) => [b.name, b.description, b.discs.map((d) => d.name)])).toEqual([
      ['Main', '', ['Destroyer', 'Buzzz']],
      ['Field work', 'Upshots', ['Aviar']],
    ]);
    const [destroyer, buzzz] = out.bags[0]!.discs;
    expect(destroyer).toEqual({
      catalogueId: 'disc-destroyer',
      name: 'Destroyer',
      brand: 'Innova',
      // The disc's own numbers ride along, for a server whose catalogue lacks it (decision 0029).
      category: 'Distance Driver',
      speed: 5,
      glide: 4,
      turn: -1,
      fade: 1,
      color: '#3B82F6',
      plastic: 'Star',
      weight: 175,
      nickname: '=SUM(A1)',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 3 },
      extra: { sleeve: 'blue' },
    });
    expect(buzzz).toMatchObject({ name: 'Buzzz', copy: 2 });
    expect(buzzz).not.toHaveProperty('extra');
  });

  it('reads back through the import as the same discs, bags and descriptions', async () => {
    const read = await readImportFile(
      'json',
      JSON.stringify(buildExport([MAIN, FIELD], DISCS, AT)),
    );
    if (!read.ok) throw new Error(read.message);
    expect(Object.fromEntries(read.value.descriptions)).toEqual({
      Main: '',
      'Field work': 'Upshots',
    });
    expect(read.value.rows.map((r) => [r.bag, r.name, r.catalogueId, r.copy])).toEqual([
      ['Main', 'Destroyer', 'disc-destroyer', undefined],
      ['Main', 'Buzzz', 'disc-buzzz', 2],
      ['Field work', 'Aviar', 'disc-aviar', undefined],
    ]);
    expect(read.value.rows[0]!.body).toEqual({
      color: '#3B82F6',
      plastic: 'Star',
      weight: 175,
      nickname: '=SUM(A1)',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 3 },
      sleeve: 'blue',
    });
  });
});

describe('CSV export', () => {
  const csv = buildCsv([MAIN, FIELD], DISCS);
  const lines = csv.split('\r\n');

  it('has the columns in order, then one row per disc of the given bags, in the discs’ order', () => {
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4); // header + three discs; the disc of another bag is left out
    expect(lines[1]).toMatch(/^Main,Destroyer,Innova,Distance Driver,5,4,-1,1,#3B82F6,Star,175,/);
    expect(lines[1]).toContain(',12,5,-2,3,active,');
  });

  it('keeps a spreadsheet from running a cell as a formula, and leaves negative numbers alone', () => {
    expect(lines[1]).toContain(",'=SUM(A1),");
    expect(lines[1]).not.toContain(",'-");
  });

  it('reads back through the import with the formula guard undone', async () => {
    const read = await readImportFile('csv', csv);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.rows.map((r) => [r.row, r.bag, r.name, r.brand, r.copy])).toEqual([
      [2, 'Main', 'Destroyer', 'Innova', undefined],
      [3, 'Field work', 'Aviar', 'Innova', undefined],
      [4, 'Main', 'Buzzz', 'Discraft', 2],
    ]);
    expect(read.value.rows[0]!.body).toMatchObject({
      nickname: '=SUM(A1)',
      weight: 175,
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 3 },
    });
  });
});

describe('export file names', () => {
  it.each([
    ['Main Bag!', 'json', 'hyzer-main-bag-2026-11-23.json'],
    ['Crème brûlée', 'csv', 'hyzer-creme-brulee-2026-11-23.csv'],
    ['***', 'csv', 'hyzer-bag-2026-11-23.csv'],
    ['a'.repeat(60), 'json', `hyzer-${'a'.repeat(40)}-2026-11-23.json`],
  ] as const)('%j → %s', (label, ext, name) => {
    expect(exportFileName(label, AT, ext)).toBe(name);
  });
});
