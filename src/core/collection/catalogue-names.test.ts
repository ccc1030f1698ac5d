import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeness,
  indexCatalogueNames,
  normaliseName,
  type CatalogueEntry,
} from './catalogue-names';

/**
 * The plain scan the index replaces: every catalogue disc scored against the name (a disc
 * whose name normalises to nothing is never suggested; the scan used to offer it for any name).
 */
function scanSuggestions(name: string, catalogue: readonly CatalogueEntry[]): string[] {
  const q = normaliseName(name);
  if (q === '') return [];
  const scored: [number, string][] = [];
  for (const d of catalogue) {
    if (normaliseName(d.name) === '') continue;
    const score = closeness(q, normaliseName(d.name));
    if (score <= 4) scored.push([score, `${d.brand} ${d.name}`]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  return [...new Set(scored.map(([, s]) => s))].slice(0, 3);
}

const CATALOGUE: CatalogueEntry[] = [
  { id: '1', name: 'Destroyer', brand: 'Innova' },
  { id: '2', name: 'Buzzz', brand: 'Discraft' },
  { id: '3', name: 'Buzzz SS', brand: 'Discraft' },
  { id: '4', name: 'Aviar', brand: 'Innova' },
  { id: '5', name: 'Aviar', brand: 'Latitude' },
  { id: '6', name: 'Teebird3', brand: 'Innova' },
  { id: '7', name: 'Teebird', brand: 'Innova' },
  { id: '8', name: 'Zone', brand: 'Discraft' },
  { id: '9', name: 'Dr. Hyzér', brand: 'Acme' },
];

const names = await indexCatalogueNames(CATALOGUE);

describe('catalogue names', () => {
  it('matches by id, by brand and name, and by name, setting case, accents and punctuation aside', () => {
    expect(names.byId('4')?.brand).toBe('Innova');
    expect(names.byBrandAndName('LATITUDE', ' aviar ')?.id).toBe('5');
    expect(names.named('aviar').map((d) => d.id)).toEqual(['4', '5']);
    expect(names.named('dr hyzer').map((d) => d.id)).toEqual(['9']);
    expect(names.named('Nothing')).toEqual([]);
  });

  it('suggests the same name first, then names that start or contain it, then one or two edits away; three at most', () => {
    expect(names.suggest('Destroyr')).toEqual(['Innova Destroyer']);
    expect(names.suggest('buzzz')).toEqual(['Discraft Buzzz', 'Discraft Buzzz SS']);
    expect(names.suggest('Teebird 3')).toEqual(['Innova Teebird', 'Innova Teebird3']);
    expect(names.suggest('bird')).toEqual(['Innova Teebird', 'Innova Teebird3']);
    expect(names.suggest('Zonee')).toEqual(['Discraft Zone']);
    expect(names.suggest('Dr Hyzer')).toEqual(['Acme Dr. Hyzér']);
    expect(names.suggest('e')).toEqual(['Acme Dr. Hyzér', 'Discraft Zone', 'Innova Destroyer']);
    expect(names.suggest('Completely different')).toEqual([]);
    expect(names.suggest('  ')).toEqual([]);
  });

  it('suggests exactly what a scan of every disc would, for any catalogue and name', async () => {
    // A small alphabet, so that names share beginnings, middles and near spellings.
    const word = fc.string({
      unit: fc.constantFrom('a', 'b', 'c', 'd', ' ', '-', 'É'),
      maxLength: 9,
    });
    const entry = fc.record({ id: fc.uuid(), name: word, brand: fc.constantFrom('X', 'Y', 'Z') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 40 }),
        fc.array(word, { maxLength: 20 }),
        async (catalogue, asked) => {
          const index = await indexCatalogueNames(catalogue);
          for (const q of [...asked, ...catalogue.map((d) => d.name.slice(1))]) {
            expect(index.suggest(q), JSON.stringify(q)).toEqual(scanSuggestions(q, catalogue));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not look past the longest name plus two letters for near spellings (a long cell costs little)', () => {
    expect(names.suggest('x'.repeat(100_000))).toEqual([]);
    expect(names.suggest(`Destroyer${'x'.repeat(1_000)}`)).toEqual(['Innova Destroyer']);
  });
});
