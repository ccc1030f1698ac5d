import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withField, withTerm } from '../../../core/search/query-update';
import { useCatalogQuery, type SetCatalogQuery } from './use-catalog-query';

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
