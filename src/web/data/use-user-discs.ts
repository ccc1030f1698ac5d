import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { UserDisc } from '../../core/bag-types';
import type {
  AddDiscInput,
  DiscsToBagInput,
  UpdateDiscInput,
} from '../../core/schemas/user-disc';
import * as api from './bags-api';
import { guard, requireUserId, type BagRequestError } from './bag-errors';
import { bagsKey, LIST_STALE_MS, readRetryOptions, userDiscsKey } from './query-policy';
import type { ImportInput, ImportResult } from '../../core/api/collection-routes';

const NO_DISCS: UserDisc[] = [];

/**
 * All the signed-in user's discs (every bag) with discDetails, in the order they were added.
 * While `userId` is null nothing is fetched and the result is a success with an empty list.
 */
export function useUserDiscs(userId: string | null): UseQueryResult<UserDisc[], BagRequestError> {
  return useQuery<UserDisc[], BagRequestError>({
    queryKey: userDiscsKey(userId),
    queryFn: () => guard('fetchDiscs', api.fetchUserDiscs),
    enabled: userId !== null,
    placeholderData: userId === null ? NO_DISCS : undefined,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}

/** Adds a disc to a bag and appends it to the cached list. A duplicate fails with the product's text. */
export function useAddDisc(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UserDisc, BagRequestError, AddDiscInput>({
    mutationFn: (input) =>
      guard('addDisc', () => {
        requireUserId('addDisc', userId);
        return api.addDisc(input);
      }),
    onSuccess: (disc) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) => discs && [...discs, disc]);
    },
  });
}

/** The disc's id and any other fields to change; pass-through fields merge into the stored set. */
export type UpdateDiscVariables = UpdateDiscInput & { id: string };

/** Changes a disc (colour, bag, catalogue disc, pass-through fields) and replaces it in the cache. */
export function useUpdateDisc(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UserDisc, BagRequestError, UpdateDiscVariables>({
    mutationFn: ({ id, ...changes }) =>
      guard('updateDisc', () => {
        requireUserId('updateDisc', userId);
        return api.updateDisc(id, changes);
      }),
    onSuccess: (disc) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) =>
        discs?.map((d) => (d.id === disc.id ? disc : d)),
      );
    },
  });
}

/** Removes a disc (by id) from its bag and from the cached list. */
export function useRemoveDisc(userId: string | null) {
  const client = useQueryClient();
  return useMutation<void, BagRequestError, string>({
    mutationFn: (id) =>
      guard('removeDisc', () => {
        requireUserId('removeDisc', userId);
        return api.removeDisc(id);
      }),
    onSuccess: (_nothing, id) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) =>
        discs?.filter((d) => d.id !== id),
      );
    },
  });
}

/** Imports a file (all or nothing); on success the bags and discs are read again. */
export function useImportDiscs(userId: string | null) {
  const client = useQueryClient();
  return useMutation<ImportResult, BagRequestError, ImportInput>({
    mutationFn: (input) =>
      guard('importDiscs', () => {
        requireUserId('importDiscs', userId);
        return api.importDiscs(input);
      }),
    onSuccess: (result) => {
      if (!result.imported) return;
      void client.invalidateQueries({ queryKey: bagsKey(userId) });
      void client.invalidateQueries({ queryKey: userDiscsKey(userId) });
    },
  });
}

/** Sets or replaces a disc's photo and replaces the disc (with its new photoUrl) in the cache. */
export function useUploadDiscPhoto(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UserDisc, BagRequestError, { id: string; file: Blob }>({
    mutationFn: ({ id, file }) =>
      guard('uploadPhoto', () => {
        requireUserId('uploadPhoto', userId);
        return api.uploadDiscPhoto(id, file);
      }),
    onSuccess: (disc) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) =>
        discs?.map((d) => (d.id === disc.id ? disc : d)),
      );
    },
  });
}

/** Removes a disc's photo: the disc shows its catalogue picture again. */
export function useRemoveDiscPhoto(userId: string | null) {
  const client = useQueryClient();
  return useMutation<void, BagRequestError, string>({
    mutationFn: (id) =>
      guard('removePhoto', () => {
        requireUserId('removePhoto', userId);
        return api.removeDiscPhoto(id);
      }),
    onSuccess: (_nothing, id) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) =>
        discs?.map((d) => {
          if (d.id !== id) return d;
          const { photoUrl: _gone, ...rest } = d;
          return rest;
        }),
      );
    },
  });
}

/** Moves or copies several discs into a bag (all or nothing); the discs are read again after. */
export function useDiscsToBag(userId: string | null, action: 'move' | 'copy') {
  const client = useQueryClient();
  const op = action === 'move' ? 'moveDiscs' : 'copyDiscs';
  return useMutation<{ discs: UserDisc[] }, BagRequestError, DiscsToBagInput>({
    mutationFn: (input) =>
      guard(op, () => {
        requireUserId(op, userId);
        return action === 'move' ? api.moveDiscs(input) : api.copyDiscs(input);
      }),
    onSuccess: ({ discs: changed }) => {
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (discs) => {
        if (!discs) return discs;
        if (action === 'copy') return [...discs, ...changed];
        const byId = new Map(changed.map((d) => [d.id, d]));
        return discs.map((d) => byId.get(d.id) ?? d);
      });
    },
  });
}
