// Disc Search in the player's language (decision 0040): the results speak it, with the
// categories and stability words from the core tables and counts through plurals.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { defaultQuery, type QueryResult } from '../../../core/search/query';
import { activateLocale } from '../../i18n/i18n';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderWithClient } from '../../testing/render-with-client';
import { SearchResults } from './search-results';

// The pictures read the player's discs (an own disc wears its copy's colour).
const api = startApiServer();
beforeEach(() => {
  fakeApi(api);
});

/** A made-up disc. */
const disc: Disc = {
  id: 'd1',
  name: 'Mystery',
  brand: 'Acme',
  category: 'Distance Driver',
  speed: 12,
  glide: 5,
  turn: -1,
  fade: 3,
  stability: null,
  pic: null,
  color: null,
  background_color: null,
  link: null,
};
const result = (items: Disc[], total: number): QueryResult => ({
  items,
  total,
  page: 1,
  pageCount: 1,
  from: items.length ? 1 : 0,
  to: items.length,
  window: [1],
});
const show = (res: QueryResult, narrow: boolean) =>
  renderWithClient(
    <SearchResults
      query={{ ...defaultQuery(), term: res.total ? '' : 'zzz' }}
      result={res}
      setQuery={vi.fn()}
      narrow={narrow}
      onOpen={vi.fn()}
    />,
  );

describe('Disc Search in Finnish', () => {
  beforeEach(() => activateLocale('fi'));
  afterEach(() => activateLocale('en'));

  it('names the category and stability as Finnish players do', () => {
    show(result([disc], 1), false);
    const row = screen.getByRole('row', { name: /Mystery/ });
    expect(row).toHaveTextContent('Pituusdraiveri');
    expect(row).toHaveTextContent('Vakaa');
    expect(screen.getByRole('columnheader', { name: 'Kääntö' })).toBeInTheDocument();
  });

  it('counts with the partitive after a number above one', () => {
    show(result([disc], 1), true);
    expect(screen.getByText('1 kiekko löytyi')).toBeInTheDocument();
  });

  it('says nothing matched in Finnish', () => {
    show(result([], 0), false);
    expect(screen.getByText('Hakuasi vastaavia kiekkoja ei löytynyt.')).toBeInTheDocument();
  });
});

describe('Disc Search in Estonian', () => {
  beforeEach(() => activateLocale('et'));
  afterEach(() => activateLocale('en'));

  it('puts several discs in the partitive', () => {
    show(result([disc, { ...disc, id: 'd2', name: 'Other' }], 2), true);
    expect(screen.getByText('2 ketast leitud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Järjestus: A–Ü' })).toBeVisible();
  });
});
