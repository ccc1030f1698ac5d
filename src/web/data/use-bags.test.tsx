import { OFFLINE_WRITE_MESSAGE } from '../lib/offline-message';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { stubFetch } from '../testing/fetch-stub';
import { bagsKey, userDiscsKey } from './query-policy';
import { useBags, useCreateBag, useDeleteBag, useUpdateBag } from './use-bags';
import { useUserDiscs } from './use-user-discs';

const U = 'user-1';
const bag = (n: number, name = `Bag ${n}`): Bag => ({
  id: `01930000-0000-7000-8000-00000000000${n}`,
  userId: U,
  name,
  description: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const disc = (n: number, bagId: string): UserDisc => ({
  id: `01930000-0000-7000-9000-00000000000${n}`,
  userId: U,
  bagId,
  discitId: 'd1',
  color: '#3B82F6',
  createdAt: '2025-01-01T00:00:00.000Z',
  discDetails: null,
});

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bag hooks', () => {
  it("shows a failed read's message after quick retries, then heals it in the background", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      const failed = { status: 500, body: { error: { code: 'internal', message: 'x' } } };
      stubFetch({
        'GET /api/bags': [failed, failed, failed, { status: 200, body: [bag(1)] }],
      });
      const { wrapper } = setup();
      const { result } = renderHook(() => useBags(U), { wrapper });
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(result.current.isError).toBe(true);
      expect(result.current.error?.message).toBe('Failed to fetch bags. Please try again.');
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(result.current.isSuccess).toBe(true);
      expect(result.current.data).toEqual([bag(1)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the loaded list when a later read fails, with the error beside it', async () => {
    const failed = { status: 503, body: { error: { code: 'db_unavailable', message: 'x' } } };
    stubFetch({
      'GET /api/bags': [{ status: 200, body: [bag(1)] }, failed, failed, failed, failed],
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useBags(U), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    vi.useFakeTimers();
    try {
      void result.current.refetch();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(result.current.isError).toBe(true);
      expect(result.current.data).toEqual([bag(1)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('appends a created bag to the cached list without fetching the list again', async () => {
    const calls = stubFetch({
      'GET /api/bags': { status: 200, body: [bag(1)] },
      'POST /api/bags': { status: 201, body: bag(2, 'New') },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useBags(U), create: useCreateBag(U) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toEqual([bag(1)]));
    await act(() => result.current.create.mutateAsync({ name: 'New' }));
    await waitFor(() => expect(result.current.list.data).toEqual([bag(1), bag(2, 'New')]));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/bags', 'POST /api/bags']);
    expect(calls[1]!.body).toEqual({ name: 'New' });
  });

  it("shows the product's message when create fails and leaves the list as it was", async () => {
    stubFetch({
      'GET /api/bags': { status: 200, body: [bag(1)] },
      'POST /api/bags': [
        { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
        'offline',
      ],
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useBags(U), create: useCreateBag(U) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    // A server error keeps the spec's words; no answer at all says the player is offline.
    for (const message of ['Failed to create bag. Please try again.', OFFLINE_WRITE_MESSAGE]) {
      await act(() => result.current.create.mutateAsync({ name: 'X' }).catch(() => {}));
      await waitFor(() => expect(result.current.create.isError).toBe(true));
      expect(result.current.create.error?.message).toBe(message);
      expect(result.current.list.data).toEqual([bag(1)]);
    }
  });

  it('keeps the per-field message of a 400 answer', async () => {
    const fields = { name: 'Bag name is required' };
    stubFetch({
      'POST /api/bags': {
        status: 400,
        body: { error: { code: 'invalid_input', message: fields.name, fields } },
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreateBag(U), { wrapper });
    await act(() => result.current.mutateAsync({ name: ' ' }).catch(() => {}));
    await waitFor(() => expect(result.current.error?.message).toBe('Bag name is required'));
    expect(result.current.error?.fields).toEqual(fields);
  });

  it('is idle with empty lists and refuses writes when nobody is signed in', async () => {
    const calls = stubFetch({});
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ bags: useBags(null), discs: useUserDiscs(null), create: useCreateBag(null) }),
      { wrapper },
    );
    expect(result.current.bags.data).toEqual([]);
    expect(result.current.bags.isPending).toBe(false);
    expect(result.current.bags.isLoading).toBe(false);
    expect(result.current.discs.data).toEqual([]);
    expect(result.current.discs.isPending).toBe(false);
    await act(() => result.current.create.mutateAsync({ name: 'X' }).catch(() => {}));
    await waitFor(() =>
      expect(result.current.create.error?.message).toBe('User must be logged in to create a bag'),
    );
    expect(calls).toEqual([]);
  });

  it('replaces an updated bag in place', async () => {
    stubFetch({
      'GET /api/bags': { status: 200, body: [bag(1), bag(2)] },
      [`PATCH /api/bags/${bag(1).id}`]: { status: 200, body: bag(1, 'Renamed') },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useBags(U), update: useUpdateBag(U) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.update.mutateAsync({ id: bag(1).id, name: 'Renamed' }));
    await waitFor(() =>
      expect(result.current.list.data?.map((b) => b.name)).toEqual(['Renamed', 'Bag 2']),
    );
  });

  it('removes a deleted bag and its discs from the caches; a failure keeps them', async () => {
    const calls = stubFetch({
      [`DELETE /api/bags/${bag(1).id}`]: [
        { status: 503, body: { error: { code: 'db_unavailable', message: 'down' } } },
        { status: 204 },
      ],
    });
    const { client, wrapper } = setup();
    client.setQueryData(bagsKey(U), [bag(1), bag(2)]);
    const discs = [disc(1, bag(1).id), disc(2, bag(2).id), disc(3, bag(1).id)];
    client.setQueryData(userDiscsKey(U), discs);
    const { result } = renderHook(() => useDeleteBag(U), { wrapper });

    await act(() => result.current.mutateAsync(bag(1).id).catch(() => {}));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Failed to delete bag. Please try again.'),
    );
    expect(client.getQueryData(bagsKey(U))).toEqual([bag(1), bag(2)]);
    expect(client.getQueryData(userDiscsKey(U))).toEqual(discs);

    await act(() => result.current.mutateAsync(bag(1).id));
    expect(client.getQueryData(bagsKey(U))).toEqual([bag(2)]);
    expect(client.getQueryData(userDiscsKey(U))).toEqual([disc(2, bag(2).id)]);
    expect(calls.filter((c) => c.method === 'GET')).toEqual([]);
  });

  it("does not retry a 4xx read and reports the product's message", async () => {
    const calls = stubFetch({
      'GET /api/bags': { status: 401, body: { error: { code: 'unauthenticated', message: 'x' } } },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useBags(U), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to fetch bags. Please try again.');
    expect(calls).toHaveLength(1);
  });
});
