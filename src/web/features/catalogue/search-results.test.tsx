import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { userDisc } from '../../../core/testing/factories';
import type { CatalogQuery, QueryResult } from '../../../core/search/query';
import { defaultQuery } from '../../../core/search/query';
import { SearchResults } from './search-results';
import { renderWithClient } from '../../testing/render-with-client';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';

// The pictures read the player's discs (an own disc wears its copy's colour).
const api = startApiServer();
beforeEach(() => {
  fakeApi(api);
});

const disc: Disc = {
  id: 'd1',
  name: 'Mystery',
  brand: 'Acme',
  category: 'Putter',
  speed: 2,
  glide: null,
  turn: 0,
  fade: null,
  stability: null,
  pic: null,
  color: null,
  background_color: null,
  link: null,
};

function result(over: Partial<QueryResult>): QueryResult {
  return { items: [], total: 0, page: 1, pageCount: 1, from: 0, to: 0, window: [1], ...over };
}

function show(query: Partial<CatalogQuery>, res: QueryResult, narrow = false) {
  const setQuery = vi.fn();
  renderWithClient(
    <SearchResults
      query={{ ...defaultQuery(), ...query }}
      result={res}
      setQuery={setQuery}
      narrow={narrow}
      onOpen={vi.fn()}
    />,
  );
  // The query after the last change asked for (setQuery takes an updater).
  const asked = () => {
    const update = setQuery.mock.lastCall?.[0] as (q: CatalogQuery) => CatalogQuery;
    return update({ ...defaultQuery(), ...query });
  };
  return { asked };
}

describe('SearchResults', () => {
  it('invites typing when there is no term, no filter and no disc', () => {
    show({}, result({}));
    expect(screen.getByText('Start typing to search for discs.')).toBeInTheDocument();
  });

  it('says nothing matched a term or a filter', () => {
    show({ term: 'zzz' }, result({}));
    expect(screen.getByText('No discs found matching your search.')).toBeInTheDocument();
  });

  it('says when a page holds no disc although others match', () => {
    show({ page: 9 }, result({ total: 3, page: 9, pageCount: 1 }));
    expect(screen.getByText('No discs on this page.')).toBeInTheDocument();
  });

  it("shows '?' for missing flight numbers and the stability label", () => {
    show({}, result({ items: [disc], total: 1, from: 1, to: 1 }));
    const row = screen.getByRole('row', { name: /Mystery/ });
    expect(row).toHaveTextContent('Mystery');
    expect(row).toHaveTextContent('2?0?Stable');
    expect(screen.getByText('Showing 1 to 1 of 1 discs')).toBeInTheDocument();
  });

  it('uses cards, n discs found and Page x of y on narrow screens', () => {
    show({}, result({ items: [disc], total: 1, from: 1, to: 1 }), true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('1 disc found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('gives a card’s name, which ends in "…" when too long, its whole text on hover', () => {
    const long = { ...disc, name: 'Extraordinarily Long Prototype Distance Driver' };
    show({}, result({ items: [long], total: 1, from: 1, to: 1 }), true);
    expect(screen.getByTitle(long.name)).toHaveTextContent(long.name);
  });

  it('sorts on a phone too: a field, starting as the table would, and the order reversed', async () => {
    const user = userEvent.setup();
    const narrow = show({}, result({ items: [disc], total: 1, from: 1, to: 1 }), true);
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveValue('name');
    await user.selectOptions(field, 'speed');
    expect(narrow.asked().sort).toEqual({ field: 'speed', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Order: A to Z' }));
    expect(narrow.asked().sort).toEqual({ field: 'name', dir: 'desc' });
  });

  it('names a flight number order by its numbers', () => {
    show({ sort: { field: 'turn', dir: 'desc' } }, result({ items: [disc], total: 1 }), true);
    expect(screen.getByRole('button', { name: 'Order: highest first' })).toBeVisible();
  });

  it('leaves sorting to the table headers on a wide screen', () => {
    show({}, result({ items: [disc], total: 1, from: 1, to: 1 }));
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});

describe('an own disc in the results', () => {
  const OWN = 'own-0c0ffee0-0000-4000-8000-000000000001';
  const own: Disc = { ...disc, id: OWN, name: 'Proto', brand: 'Nobody Discs' };
  const background = (el: HTMLElement) =>
    (
      el.querySelector('[style*="background-color"]') as HTMLElement
    ).style.backgroundColor.toLowerCase();

  it.each([false, true])(
    'wears the colour the player gave their copy (narrow: %s)',
    async (narrow) => {
      fakeApi(api, { discs: [userDisc(1, null, { discitId: OWN, color: '#EF4444' })] });
      show({}, result({ items: [own, disc], total: 2, from: 1, to: 2 }), narrow);
      const [mine, other] = narrow
        ? within(screen.getByRole('list', { name: 'Discs' })).getAllByRole('listitem')
        : screen.getAllByRole('row').slice(1);
      await waitFor(() => expect(background(mine!)).toBe('#ef4444'));
      expect(background(other!)).not.toBe('#ef4444');
    },
  );
});
