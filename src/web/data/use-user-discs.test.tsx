import { OFFLINE_WRITE_MESSAGE } from '../lib/offline-message';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import { stubFetch } from '../testing/fetch-stub';
import { userDiscsKey } from './query-policy';
import { useAddDisc, useRemoveDisc, useUpdateDisc, useUserDiscs } from './use-user-discs';

const U = 'user-1';
const BAG = '01930000-0000-7000-8000-000000000001';
const disc = (n: number, extra: Record<string, unknown> = {}): UserDisc => ({
  id: `01930000-0000-7000-9000-00000000000${n}`,
  userId: U,
  bagId: BAG,
  discitId: `d${n}`,
  color: '#3B82F6',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
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

describe('user disc hooks', () => {
  it('appends an added disc in place and sends pass-through fields', async () => {
    const calls = stubFetch({
      'GET /api/user-discs': { status: 200, body: [disc(1)] },
      'POST /api/user-discs': { status: 201, body: disc(2, { plastic: 'Star' }) },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useUserDiscs(U), add: useAddDisc(U) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toEqual([disc(1)]));
    const input = { bagId: BAG, discitId: 'd2', color: '#3B82F6', plastic: 'Star' };
    await act(() => result.current.add.mutateAsync(input));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(result.current.list.data?.[1]).toEqual(disc(2, { plastic: 'Star' }));
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(calls[1]!.body).toEqual(input);
  });

  it('keeps the duplicate message of a 409 and leaves the list unchanged', async () => {
    stubFetch({
      'POST /api/user-discs': {
        status: 409,
        body: {
          error: { code: 'duplicate_disc', message: 'This disc is already in the selected bag' },
        },
      },
    });
    const { client, wrapper } = setup();
    client.setQueryData(userDiscsKey(U), [disc(1)]);
    const { result } = renderHook(() => useAddDisc(U), { wrapper });
    await act(() =>
      result.current.mutateAsync({ bagId: BAG, discitId: 'd1', color: '#3B82F6' }).catch(() => {}),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe('This disc is already in the selected bag'),
    );
    expect(client.getQueryData(userDiscsKey(U))).toEqual([disc(1)]);
  });

  it('replaces an updated disc and drops a removed one, sending only the changes', async () => {
    const moved = { ...disc(1), bagId: '01930000-0000-7000-8000-000000000002' };
    const calls = stubFetch({
      [`PATCH /api/user-discs/${disc(1).id}`]: { status: 200, body: moved },
      [`DELETE /api/user-discs/${disc(2).id}`]: { status: 204 },
    });
    const { client, wrapper } = setup();
    client.setQueryData(userDiscsKey(U), [disc(1), disc(2)]);
    const { result } = renderHook(() => ({ update: useUpdateDisc(U), remove: useRemoveDisc(U) }), {
      wrapper,
    });
    await act(() => result.current.update.mutateAsync({ id: disc(1).id, bagId: moved.bagId }));
    expect(calls[0]!.body).toEqual({ bagId: moved.bagId });
    expect(client.getQueryData(userDiscsKey(U))).toEqual([moved, disc(2)]);
    await act(() => result.current.remove.mutateAsync(disc(2).id));
    expect(client.getQueryData(userDiscsKey(U))).toEqual([moved]);
  });

  it('says the player is offline when removing gets no answer, keeping the disc', async () => {
    stubFetch({ [`DELETE /api/user-discs/${disc(1).id}`]: 'offline' });
    const { client, wrapper } = setup();
    client.setQueryData(userDiscsKey(U), [disc(1)]);
    const { result } = renderHook(() => useRemoveDisc(U), { wrapper });
    await act(() => result.current.mutateAsync(disc(1).id).catch(() => {}));
    await waitFor(() =>
      expect(result.current.error?.message).toBe(OFFLINE_WRITE_MESSAGE),
    );
    expect(result.current.error?.status).toBe(0);
    expect(client.getQueryData(userDiscsKey(U))).toEqual([disc(1)]);
  });
});
