/**
 * The signed-in player's wishlist (docs/decisions/0009-bag-insights.md): read once and kept in
 * the cache; every write updates the cached list in place. Moving an item into a bag also
 * appends the new disc to the cached discs, so the bag shows it at once.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { UserDisc } from '../../core/bag-types';
import type { AddWishInput, MoveWishInput, Wish } from '../../core/schemas/wishlist';
import { LIST_STALE_MS, readRetryOptions, userDiscsKey } from './query-policy';
import * as api from './wishlist-api';

const NO_WISHES: Wish[] = [];
export const wishlistKey = (userId: string | null) => ['wishlist', userId] as const;

export function useWishlist(userId: string | null): UseQueryResult<Wish[]> {
  return useQuery<Wish[]>({
    queryKey: wishlistKey(userId),
    queryFn: api.fetchWishes,
    enabled: userId !== null,
    placeholderData: userId === null ? NO_WISHES : undefined,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}

export function useAddWish(userId: string | null) {
  const client = useQueryClient();
  return useMutation<Wish, Error, AddWishInput>({
    mutationFn: api.addWish,
    onSuccess: (wish) => {
      client.setQueryData<Wish[]>(wishlistKey(userId), (list) => list && [...list, wish]);
    },
  });
}

export function useUpdateWish(userId: string | null) {
  const client = useQueryClient();
  return useMutation<Wish, Error, { id: string; note: string }>({
    mutationFn: ({ id, note }) => api.updateWish(id, { note }),
    onSuccess: (wish) => {
      client.setQueryData<Wish[]>(wishlistKey(userId), (list) =>
        list?.map((w) => (w.id === wish.id ? wish : w)),
      );
    },
  });
}

export function useRemoveWish(userId: string | null) {
  const client = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: api.removeWish,
    onSuccess: (_nothing, id) => {
      client.setQueryData<Wish[]>(wishlistKey(userId), (list) => list?.filter((w) => w.id !== id));
    },
  });
}

export function useMoveWish(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UserDisc, Error, { id: string } & MoveWishInput>({
    mutationFn: ({ id, ...target }) => api.moveWish(id, target),
    onSuccess: (disc, { id }) => {
      client.setQueryData<Wish[]>(wishlistKey(userId), (list) => list?.filter((w) => w.id !== id));
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) => discs && [...discs, disc]);
    },
  });
}
