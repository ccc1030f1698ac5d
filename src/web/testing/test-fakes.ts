/** Test helpers (not used by the app): query and mutation results shaped like TanStack Query's. */
import { vi } from 'vitest';

export function fakeQuery<T>(data: T | undefined, error: Error | null = null) {
  return {
    data,
    error,
    isPending: data === undefined && error === null,
    isError: error !== null,
    isSuccess: data !== undefined,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve(undefined)),
  };
}

export function fakeMutation() {
  return { mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false, reset: vi.fn() };
}
