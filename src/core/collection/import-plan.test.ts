import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalogueNames } from './catalogue-names';
import {
  DEFAULT_IMPORT_BAG,
  IMPORT_MAX_ROWS,
  IMPORT_NO_DISC_COLUMN,
  IMPORT_TOO_MANY_ROWS,
  markDiscsInBag,
  planImport,
  readImportFile,
  type ImportRow,
  type ParsedFile,
  type Slices,
} from './import-plan';

const names = await indexCatalogueNames([
  { id: 'd1', name: 'Testwing', brand: 'Acme' },
  { id: 'd2', name: 'Dropper', brand: 'Other' },
]);

/** Slices that always say their time is up, counting the pauses taken. */
function everyStep(): Slices & { pauses: number } {
  const s = {
    pauses: 0,
    due: () => true,
    pause: () => {
      s.pauses++;
      return Promise.resolve();
    },
  };
  return s;
}

const csvRows = (rows: readonly ImportRow[]) =>
  rows.map(({ row, bag, name, body }) => ({ row, bag, name, body }));
const file = (rows: Partial<ImportRow>[], descriptions: [string, string][] = []): ParsedFile => ({
  rows: rows.map((r, i) => ({
    row: i + 1,
    bag: null,
    name: 'Testwing',
    brand: '',
    catalogueId: null,
    body: {},
    ...r,
  })),
  descriptions: new Map(descriptions),
});

describe('reading an import file', () => {
  it('reads a CSV in chunks, pausing between them, to the same rows as in one piece', async () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'b', ',', '\n', '\r\n', '"', ' ', 'é'),
      maxLength: 8,
    });
    const quoted = cell.map((c) => `"${c.replaceAll('"', '""')}"`);
    const row = fc.array(
      fc.oneof(
        cell.filter((c) => !/[",\r\n]/.test(c)),
        quoted,
      ),
      {
        minLength: 3,
        maxLength: 3,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 30 }),
        fc.integer({ min: 1, max: 50 }),
        async (rows, chunk) => {
          const content = `Bag,Disc,Notes\n${rows.map((r) => r.join(',')).join('\n')}`;
          const whole = await readImportFile('csv', content, { csvChunkChars: 1 << 30 });
          const slices = everyStep();
          const chunked = await readImportFile('csv', content, { slices, csvChunkChars: chunk });
          expect(chunked.ok).toBe(whole.ok);
          if (whole.ok && chunked.ok) {
            expect(csvRows(chunked.value.rows)).toEqual(csvRows(whole.value.rows));
            if (content.length > 2 * chunk) expect(slices.pauses).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a file past the row ceiling as soon as it is read that far, CSV or JSON', async () => {
    const csv = (n: number) => `Disc,Copy\n${'Testwing,2\n'.repeat(n)}`;
    expect(await readImportFile('csv', csv(IMPORT_MAX_ROWS + 1))).toEqual({
      ok: false,
      message: IMPORT_TOO_MANY_ROWS,
    });
    expect(await readImportFile('csv', csv(IMPORT_MAX_ROWS))).toMatchObject({ ok: true });
    const json = (n: number) =>
      JSON.stringify({
        format: 'hyzer-collection',
        bags: [
          { name: 'A', discs: Array<object>(n - 1).fill({ name: 'Testwing' }) },
          { name: 'B', discs: [{}] },
        ],
      });
    expect(await readImportFile('json', json(IMPORT_MAX_ROWS + 1))).toEqual({
      ok: false,
      message: IMPORT_TOO_MANY_ROWS,
    });
    expect(await readImportFile('json', json(IMPORT_MAX_ROWS))).toMatchObject({ ok: true });
    expect(IMPORT_TOO_MANY_ROWS).toBe('An import file can hold at most 5,000 discs');
  });

  it('says a CSV without a Disc column has none, whatever its size or emptiness', async () => {
    for (const content of ['', 'Name2,Brand\nx,y\n', `Brand\n${'x\n'.repeat(10_000)}`]) {
      expect(await readImportFile('csv', content, { csvChunkChars: 64 })).toEqual({
        ok: false,
        message: IMPORT_NO_DISC_COLUMN,
      });
    }
  });
});

describe('planning an import', () => {
  it('groups discs by the bag they end in: file bags merged by newBagName are one group', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({ bag: `Bag ${i % 2}`, copy: 2 }));
    const merged = await planImport(file(rows), names, { bagId: null, newBagName: 'All' });
    expect(merged.ok).toBe(true);
    expect([...merged.groups].map(([k, v]) => [k, v.length])).toEqual([['All', 600]]);
    const separate = await planImport(file(rows), names, { bagId: null });
    expect([...separate.groups].map(([k, v]) => [k, v.length])).toEqual([
      ['Bag 0', 300],
      ['Bag 1', 300],
    ]);
    const into = await planImport(file(rows), names, { bagId: 'bag-id' });
    expect([...into.groups].map(([k, v]) => [k, v.length])).toEqual([['bag-id', 600]]);
    const unnamed = await planImport(file([{}]), names, { bagId: null });
    expect([...unnamed.groups.keys()]).toEqual([DEFAULT_IMPORT_BAG]);
  });

  it('pauses between rows when its slice is due, and plans the same', async () => {
    const rows = Array.from({ length: 50 }, () => ({ copy: 2 }));
    const slices = everyStep();
    const sliced = await planImport(file(rows), names, { bagId: null }, slices);
    expect(slices.pauses).toBe(50);
    expect(sliced).toEqual(await planImport(file(rows), names, { bagId: null }));
  });

  it('applies the bag form’s rules to a new bag’s name and description, on each of its rows', async () => {
    const plan = await planImport(
      file(
        [{ bag: 'x'.repeat(81) }, { bag: 'Fine' }, { bag: 'Wordy' }, { bag: 'Nul\u0000' }],
        [['Wordy', 'w'.repeat(501)]],
      ),
      names,
      { bagId: null },
    );
    expect(plan.ok).toBe(false);
    expect(plan.report.map((l) => l.problem)).toEqual([
      'Bag name must be at most 80 characters',
      null,
      'Description must be at most 500 characters',
      'Bag name contains characters that are not allowed',
    ]);
    // Into an existing bag, the file's bag names and descriptions are not used.
    const into = await planImport(file([{ bag: 'x'.repeat(81) }]), names, { bagId: 'b' });
    expect(into.ok).toBe(true);
  });

  it('marks discs already in the target bag, except another copy or a disc not active', async () => {
    const plan = await planImport(
      file([
        {},
        { name: 'Dropper', copy: 2 },
        { name: 'Dropper', body: { status: 'lost' } },
        { name: 'Dropper' },
      ]),
      names,
      { bagId: 'b' },
    );
    expect(plan.ok).toBe(true);
    markDiscsInBag(plan, new Set(['d2']));
    expect(plan.ok).toBe(false);
    expect(plan.report.map((l) => l.problem)).toEqual([
      null,
      null,
      null,
      'Duplicate: Dropper is already in the bag',
    ]);
  });

  it('counts each disc’s text toward the budget once, as the add route would', async () => {
    const plan = await planImport(file([{ body: { notes: 'abc', plastic: 'Star' } }]), names, {
      bagId: null,
    });
    expect(plan.discs[0]!.textBytes).toBeGreaterThanOrEqual(7);
    expect(plan.discs[0]!.value.details).toMatchObject({ notes: 'abc', plastic: 'Star' });
  });
});
