import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { catalogueErrorMessage, useCatalogue } from './use-catalogue';

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useCatalogue', () => {
  it('is an empty list when the server has no catalogue', async () => {
    vi.stubGlobal('fetch', answer(200, null));
    const { result } = renderHook(() => useCatalogue(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  it('loads once and reuses the cached list, refetching only when asked', async () => {
    const fetch = answer(200, [{ id: 'a', name: 'Aviar' }]);
    vi.stubGlobal('fetch', fetch);
    const Wrapper = wrapper();
    const first = renderHook(() => useCatalogue(), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.data).toHaveLength(1));
    const second = renderHook(() => useCatalogue(), { wrapper: Wrapper });
    expect(second.result.current.data).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await second.result.current.refetch();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives the error's message, or 'Failed to fetch discs'", async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, { error: { code: 'unavailable', message: 'Connection failed.' } }),
    );
    const { result } = renderHook(() => useCatalogue(), { wrapper: wrapper() });
    // Two quick retries (1 s, 1.5 s) come before the error shows.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5_000 });
    expect(catalogueErrorMessage(result.current.error)).toBe('Connection failed.');
    expect(catalogueErrorMessage(new Error(''))).toBe('Failed to fetch discs');
    expect(catalogueErrorMessage(undefined)).toBe('Failed to fetch discs');
  });

  it("says 'Failed to fetch discs', not the HTTP status text, for an answer without our error body", () => {
    expect(catalogueErrorMessage(new HttpError(500, 'http_500', 'Internal Server Error'))).toBe(
      'Failed to fetch discs',
    );
    expect(catalogueErrorMessage(new HttpError(500, 'internal', 'Something went wrong.'))).toBe(
      'Something went wrong.',
    );
  });
});
