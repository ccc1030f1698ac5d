import { describe, expect, it } from 'vitest';
import { runQueryNaive } from './naive';
import type { CatalogQuery } from './query';
import { defaultQuery } from './query';
import { makeDisc, SAMPLE } from '../testing/catalogue-discs';

const q = (over: Partial<CatalogQuery> = {}): CatalogQuery => ({ ...defaultQuery(), ...over });

describe('runQueryNaive', () => {
  it.each<[string, Partial<CatalogQuery>, string[]]>([
    ['all, name asc', {}, ['a1', 'a8', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']],
    ['stability term', { term: 'very', field: 'stability' }, ['a3', 'a5']],
    ['glide 0', { term: '0', field: 'glide' }, ['a3']],
    ['turn 0.05', { term: '0.05', field: 'turn' }, ['a4']],
    [
      'AND of filters',
      {
        filters: [
          { field: 'brand', operator: 'equals', value: 'acme' },
          { field: 'fade', operator: 'gte', value: '3' },
        ],
      },
      ['a1', 'a3'],
    ],
    [
      'numeric filter value abc',
      { filters: [{ field: 'speed', operator: 'gt', value: 'abc' }] },
      [],
    ],
  ])('%s', (_, over, expected) => {
    expect(runQueryNaive(SAMPLE, q(over)).items.map((d) => d.id)).toEqual(expected);
  });

  it('reports totals and the page window', () => {
    const discs = Array.from({ length: 260 }, () => makeDisc());
    expect(runQueryNaive(discs, q({ page: 6 }))).toMatchObject({
      total: 260,
      page: 6,
      pageCount: 11,
      from: 126,
      to: 150,
      window: [4, 5, 6, 7, 8],
    });
  });
});
