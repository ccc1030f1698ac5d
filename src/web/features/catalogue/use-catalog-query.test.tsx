import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withField, withTerm } from '../../../core/search/query-update';
import { paramsToQuery } from '../../../core/search/search-params';
import { DISCS_MINE_PARAM } from '../../lib/paths';
import { useCatalogQuery, type SetCatalogQuery, type SetKeptParam } from './use-catalog-query';

describe('useCatalogQuery', () => {
  it('builds each change on the one before, even before the router has shown it', async () => {
    // The app's router navigates asynchronously: a term committed right after a field change
    // (typing quickly on a slow phone) must not bring back the old field.
    let setQuery: SetCatalogQuery = () => undefined;
    function Probe() {
      [, setQuery] = useCatalogQuery();
      return null;
    }
    const router = createMemoryRouter([{ path: '/discs', element: <Probe /> }], {
      initialEntries: ['/discs?bag=b1'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      setQuery((q) => withField(q, 'brand'));
      setQuery((q) => withTerm(q, 'Discraft'), { replace: true });
      await Promise.resolve();
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('Discraft');
    expect(params.get('by')).toBe('brand');
    expect(params.get('bag')).toBe('b1');
  });

  it('keeps "Only my own discs" when the search changes', async () => {
    // A search typed after ticking the box searches the player's own discs, not the catalogue.
    let setQuery: SetCatalogQuery = () => undefined;
    function Probe() {
      [, setQuery] = useCatalogQuery();
      return null;
    }
    const router = createMemoryRouter([{ path: '/discs', element: <Probe /> }], {
      initialEntries: ['/discs?mine=1'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      setQuery((q) => withTerm(q, 'Mystery'), { replace: true });
      await Promise.resolve();
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('Mystery');
    expect(params.get('mine')).toBe('1');
  });
});

describe('the page’s own parameters', () => {
  it('show a change at once, before the router has navigated to it', async () => {
    // A tick of "Only my own discs" must show as ticked while the router is still busy (a slow
    // phone, a navigation that waits): a controlled box that follows the URL alone springs back
    // unticked until then.
    let setKept: SetKeptParam = () => undefined;
    let shown: string | null = null;
    function Probe() {
      const [, , set, kept] = useCatalogQuery();
      setKept = set;
      shown = kept(DISCS_MINE_PARAM);
      return null;
    }
    let release = () => undefined as void;
    const router = createMemoryRouter(
      [
        {
          path: '/discs',
          element: <Probe />,
          // Each navigation waits here until released.
          loader: ({ request }) =>
            new URL(request.url).search === ''
              ? null
              : new Promise<null>((resolve) => (release = () => resolve(null))),
        },
      ],
      { initialEntries: ['/discs'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/discs');
    });
    expect(shown).toBeNull();
    await act(async () => {
      setKept(DISCS_MINE_PARAM, '1');
      await Promise.resolve();
    });
    expect(new URLSearchParams(router.state.location.search).get(DISCS_MINE_PARAM)).toBeNull();
    expect(shown).toBe('1');
    await act(async () => {
      release();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(new URLSearchParams(router.state.location.search).get(DISCS_MINE_PARAM)).toBe('1');
    expect(shown).toBe('1');
    // A search change shows at once too (a chosen field stays chosen).
    let query = paramsToQuery(new URLSearchParams());
    let setQuery: SetCatalogQuery = () => undefined;
    function QueryProbe() {
      [query, setQuery] = useCatalogQuery();
      return null;
    }
    const waiting = createMemoryRouter(
      [
        {
          path: '/discs',
          element: <QueryProbe />,
          loader: ({ request }) =>
            new URL(request.url).search === '' ? null : new Promise<null>(() => undefined),
        },
      ],
      { initialEntries: ['/discs'] },
    );
    render(<RouterProvider router={waiting} />);
    await act(async () => {
      await waiting.navigate('/discs');
    });
    await act(async () => {
      setQuery((q) => withField(q, 'brand'));
      await Promise.resolve();
    });
    expect(new URLSearchParams(waiting.state.location.search).get('by')).toBeNull();
    expect(query.field).toBe('brand');
    // Back to the address it was ticked from: the URL counts again, unticked.
    await act(async () => {
      await router.navigate('/discs');
    });
    expect(shown).toBeNull();
  });
});
