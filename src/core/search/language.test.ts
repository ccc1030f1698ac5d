import { describe, expect, it } from 'vitest';
import { makeDisc } from '../testing/catalogue-discs';
import type { Disc } from '../disc/types';
import { foldText } from './language';
import { runQueryNaive } from './naive';
import { defaultQuery, type CatalogQuery } from './query';
import { createSearchIndex, runQuery } from './search-index';

/** Made-up discs whose names use each language's own letters. */
const NAMES = ['Zeus', 'Tarkus', 'Võti', 'Ülo', 'Åsa', 'Ära', 'Alfa', 'Ödla', 'Köln', 'Koala'];
const discs: Disc[] = NAMES.map((name, i) =>
  makeDisc({ id: `n${i}`, name, brand: 'Acme', category: i % 2 ? 'Putter' : 'Distance Driver' }),
);
const q = (over: Partial<CatalogQuery> = {}): CatalogQuery => ({
  ...defaultQuery(),
  pageSize: 250,
  ...over,
});
const names = (locale: string, over: Partial<CatalogQuery> = {}) =>
  runQuery(createSearchIndex(discs, { locale }), q(over)).items.map((d) => d.name);

describe('names in the order of the player’s language', () => {
  it.each([
    ['sv', 'Alfa, Koala, Köln, Tarkus, Võti, Ülo, Zeus, Åsa, Ära, Ödla'],
    ['fi', 'Alfa, Koala, Köln, Tarkus, Võti, Ülo, Zeus, Åsa, Ära, Ödla'],
    // Estonian puts z after s and õ ä ö ü after w.
    ['et', 'Alfa, Åsa, Koala, Köln, Zeus, Tarkus, Võti, Ära, Ödla, Ülo'],
    // German files ä, ö, ü with a, o, u.
    ['de', 'Alfa, Ära, Åsa, Koala, Köln, Ödla, Tarkus, Ülo, Võti, Zeus'],
  ])('%s', (locale, order) => {
    expect(names(locale).join(', ')).toBe(order);
    expect(names(locale, { sort: { field: 'name', dir: 'desc' } }).join(', ')).toBe(
      order.split(', ').reverse().join(', '),
    );
  });

  it('sorts categories by the word the page shows', () => {
    const word = (english: string) =>
      ({ Putter: 'Putteri', 'Distance Driver': 'Pituusdraiveri' })[english] ?? english;
    const index = createSearchIndex(discs, { locale: 'fi', word });
    const sorted = runQuery(index, q({ sort: { field: 'category', dir: 'asc' } })).items;
    // 'Pituusdraiveri' before 'Putteri', although 'Distance Driver' is before 'Putter' in English.
    expect(sorted[0]!.category).toBe('Distance Driver');
    const english = runQuery(
      createSearchIndex(discs),
      q({ sort: { field: 'category', dir: 'desc' } }),
    );
    expect(english.items[0]!.category).toBe('Putter');
  });
});

describe('a term with or without the letters’ marks', () => {
  it.each(['koln', 'köln', 'KÖLN', 'Koln'])('"%s" finds Köln', (term) => {
    expect(names('de', { term })).toEqual(['Köln']);
    expect(runQueryNaive(discs, q({ term })).items.map((d) => d.name)).toEqual(['Köln']);
  });

  it('finds å, ä, õ and ü by their plain letters', () => {
    expect(names('sv', { term: 'asa' })).toEqual(['Åsa']);
    expect(names('sv', { term: 'ara' })).toEqual(['Ära']);
    expect(names('et', { term: 'voti' })).toEqual(['Võti']);
    expect(names('et', { term: 'ulo' })).toEqual(['Ülo']);
  });

  it('folds the marks a filter compares too', () => {
    const filters = [{ field: 'name', operator: 'contains', value: 'odl' }];
    expect(names('sv', { filters })).toEqual(['Ödla']);
  });

  it('folds what the catalogue and the players type alike', () => {
    expect(foldText('Straße Ødegaard Cœur')).toBe('strasse odegaard coeur');
    expect(foldText('Šokk ÕÄÖÜ')).toBe('sokk oaou');
  });
});

describe('a category or stability word in the player’s language', () => {
  const words: Record<string, string> = {
    Putter: 'Putteri',
    'Distance Driver': 'Pituusdraiveri',
    Stable: 'Vakaa',
    Understable: 'Alivakaa',
  };
  const fi = { locale: 'fi', word: (english: string) => words[english] ?? english };

  it('matches as well as the English one', () => {
    const index = createSearchIndex(discs, fi);
    const putters = runQuery(index, q({ field: 'category', term: 'putteri' }));
    expect(putters.total).toBe(5);
    expect(runQuery(index, q({ field: 'category', term: 'putter' })).total).toBe(5);
    const stable = runQuery(index, q({ field: 'stability', term: 'vakaa' }));
    expect(stable.total).toBe(runQuery(index, q({ field: 'stability', term: 'stable' })).total);
    // Without the language, the Finnish word finds nothing.
    expect(
      runQuery(createSearchIndex(discs), q({ field: 'category', term: 'putteri' })).total,
    ).toBe(0);
  });

  it('agrees with the reference search for every prefix typed', () => {
    const index = createSearchIndex(discs, fi);
    for (const word of ['pituus', 'köln', 'alivakaa']) {
      for (let i = 1; i <= word.length; i++) {
        for (const field of ['name', 'category', 'stability'] as const) {
          const query = q({ term: word.slice(0, i), field });
          expect(runQuery(index, query)).toEqual(runQueryNaive(discs, query, fi));
        }
      }
    }
  });
});
