import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { CreateBagInput, UpdateBagInput } from '../../core/schemas/bag';
import * as api from './bags-api';
import { guard, requireUserId, type BagRequestError } from './bag-errors';
import { bagsKey, LIST_STALE_MS, readRetryOptions, userDiscsKey } from './query-policy';

const NO_BAGS: Bag[] = [];

/**
 * The signed-in user's bags in creation order. While `userId` is null nothing is fetched and the
 * result is a success with an empty list (not pending). `error.message` is the product's text.
 */
export function useBags(userId: string | null): UseQueryResult<Bag[], BagRequestError> {
  return useQuery<Bag[], BagRequestError>({
    queryKey: bagsKey(userId),
    queryFn: () => guard('fetchBags', api.fetchBags),
    enabled: userId !== null,
    placeholderData: userId === null ? NO_BAGS : undefined,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}

/** Creates a bag and appends it to the cached list (no refetch). */
export function useCreateBag(userId: string | null) {
  const client = useQueryClient();
  return useMutation<Bag, BagRequestError, CreateBagInput>({
    mutationFn: (input) =>
      guard('createBag', () => {
        requireUserId('createBag', userId);
        return api.createBag(input);
      }),
    onSuccess: (bag) => {
      client.setQueryData<Bag[]>(bagsKey(userId), (bags) => bags && [...bags, bag]);
    },
  });
}

/** The bag's id and the fields to change (name and/or description). */
export type UpdateBagVariables = UpdateBagInput & { id: string };

/** Renames or re-describes a bag and replaces it in the cached list. */
export function useUpdateBag(userId: string | null) {
  const client = useQueryClient();
  return useMutation<Bag, BagRequestError, UpdateBagVariables>({
    mutationFn: ({ id, ...changes }) =>
      guard('updateBag', () => {
        requireUserId('updateBag', userId);
        return api.updateBag(id, changes);
      }),
    onSuccess: (bag) => {
      client.setQueryData<Bag[]>(bagsKey(userId), (bags) =>
        bags?.map((b) => (b.id === bag.id ? bag : b)),
      );
    },
  });
}

/** Deletes a bag (by id); drops it and its discs from the cached lists. */
export function useDeleteBag(userId: string | null) {
  const client = useQueryClient();
  return useMutation<void, BagRequestError, string>({
    mutationFn: (id) =>
      guard('deleteBag', () => {
        requireUserId('deleteBag', userId);
        return api.deleteBag(id);
      }),
    onSuccess: (_nothing, id) => {
      client.setQueryData<Bag[]>(bagsKey(userId), (bags) => bags?.filter((b) => b.id !== id));
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) =>
        discs?.filter((d) => d.bagId !== id),
      );
    },
  });
}

/** Duplicates a bag ("<name> (copy)" with its active discs); the bags and discs are read again. */
export function useDuplicateBag(userId: string | null) {
  const client = useQueryClient();
  return useMutation<Bag, BagRequestError, string>({
    mutationFn: (id) =>
      guard('duplicateBag', () => {
        requireUserId('duplicateBag', userId);
        return api.duplicateBag(id);
      }),
    onSuccess: (bag) => {
      client.setQueryData<Bag[]>(bagsKey(userId), (bags) => bags && [...bags, bag]);
      void client.invalidateQueries({ queryKey: userDiscsKey(userId) });
    },
  });
}
