import { describe, expect, it } from 'vitest';
import { normaliseCatalogue } from '../disc/normalise';
import { runQueryNaive } from './naive';
import type { CatalogQuery } from './query';
import { defaultQuery } from './query';
import { createSearchIndex, runQuery } from './search-index';

/**
 * Checks against the real DiscIt catalogue kept outside the repository (../shared/data, see its
 * README). Nothing from it is copied here. Skipped where the file is absent.
 */
const DATA_FILE = new URL('../../../../shared/data/discit-discs-2024-09-16.json', import.meta.url);

async function load(): Promise<unknown[] | null> {
  try {
    const mod = (await import(/* @vite-ignore */ DATA_FILE.href, { with: { type: 'json' } })) as {
      default: unknown;
    };
    return Array.isArray(mod.default) ? mod.default : null;
  } catch {
    return null;
  }
}

const raw = await load();

describe('the shared catalogue in CI', () => {
  it.runIf(raw === null && process.env.CI === 'true')('must be present when CI=true', () => {
    expect.fail('../shared/data/discit-discs-2024-09-16.json is missing; CI needs it.');
  });
});

describe.skipIf(raw === null)(
  'the real DiscIt catalogue (skipped: ../shared/data/discit-discs-2024-09-16.json not found)',
  () => {
    const records = raw ?? [];
    const { discs, rejected } = normaliseCatalogue(records);

    it('normalises all 1,079 records with none rejected', () => {
      expect(records).toHaveLength(1079);
      expect(rejected).toEqual([]);
      expect(discs).toHaveLength(1079);
    });

    it('parses every flight number and keeps the odd values', () => {
      const numbers = discs.flatMap((d) => [d.speed, d.glide, d.turn, d.fade]);
      expect(numbers.every((n) => typeof n === 'number')).toBe(true);
      expect(discs.some((d) => d.glide === 0)).toBe(true);
      expect(discs.some((d) => d.turn === 0.05)).toBe(true);
      expect(discs.filter((d) => d.pic === null)).toHaveLength(12);
    });

    const index = createSearchIndex(discs);
    const q = (over: Partial<CatalogQuery>): CatalogQuery => ({ ...defaultQuery(), ...over });
    it.each<[string, CatalogQuery]>([
      ['everything', q({})],
      ['a name term', q({ term: 'de' })],
      ['the term extended', q({ term: 'des' })],
      [
        'brand, speed desc, page 2',
        q({ term: 'innova', field: 'brand', sort: { field: 'speed', dir: 'desc' }, page: 2 }),
      ],
      [
        'stability term',
        q({ term: 'very', field: 'stability', sort: { field: 'stability', dir: 'asc' } }),
      ],
      ['numeric term', q({ term: '0.05', field: 'turn' })],
      [
        'filters',
        q({
          filters: [
            { field: 'speed', operator: 'gte', value: '9' },
            { field: 'stability', operator: 'equals', value: 'Overstable' },
          ],
          pageSize: 100,
        }),
      ],
      [
        'page beyond the end',
        q({ page: 999, pageSize: 250, sort: { field: 'fade', dir: 'desc' } }),
      ],
    ])('runQuery agrees with runQueryNaive: %s', (_, query) => {
      expect(runQuery(index, query)).toEqual(runQueryNaive(discs, query));
    });
  },
);
