import type { UserDisc } from '../../core/bag-types';
import type {
  AddDiscInput,
  DiscsToBagInput,
  UpdateDiscInput,
} from '../../core/schemas/user-disc';
import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseChangeInput } from '../../core/schemas/disc-change';
import * as api from './bags-api';
import { sendOrQueueDiscChange } from './outbox';
import { withQueuedChanges } from './outbox-rules';
import { useOutboxQueue } from './use-throws';
import type { CollectionRequestError } from './collection-errors';
import { bagSteps, useBagWrite } from './bag-writes';
import { playerRecords, type UpdateVariables } from './list-writes';
import { bagsKey, userDiscsKey } from './query-policy';

const discs = playerRecords<UserDisc, AddDiscInput, UpdateDiscInput, CollectionRequestError>({
  key: userDiscsKey,
  calls: api.discCalls,
  run: bagSteps({
    list: 'fetchDiscs',
    create: 'addDisc',
    update: 'updateDisc',
    remove: 'removeDisc',
  }),
});

/**
 * All the signed-in user's discs (every bag) with discDetails, in the order they were added, with
 * the changes still in the outbox laid over (an archive made offline shows at once and after a
 * reload; decision 0031). While `userId` is null nothing is fetched and the result is a success
 * with an empty list.
 */
export function useUserDiscs(userId: string | null) {
  const list = discs.useList(userId);
  const { queue } = useOutboxQueue(userId);
  const data = useMemo(
    () => (list.data === undefined ? undefined : withQueuedChanges(list.data, queue)),
    [list.data, queue],
  );
  return { ...list, data } as typeof list;
}

/**
 * A change made on the course (archive with where, notes, condition; decision 0031) with an id
 * made here: sent at once when online and nothing waits before it, else kept in the outbox and
 * sent in order later. Resolves once sent (the disc replaced in the cache) or queued (the list
 * shows it laid over until it is sent).
 */
export function useCourseChange(userId: string | null) {
  const client = useQueryClient();
  return useMutation<UserDisc | null, Error, { discId: string; changes: CourseChangeInput }>({
    mutationFn: ({ discId, changes }) => {
      if (userId === null) throw new Error('User must be logged in to change a disc');
      return sendOrQueueDiscChange<UserDisc>(userId, {
        kind: 'disc',
        id: crypto.randomUUID(),
        discId,
        changes,
        queuedAt: new Date().toISOString(),
      });
    },
    onSuccess: (disc) => {
      if (!disc) return;
      client.setQueryData<UserDisc[]>(userDiscsKey(userId), (list) =>
        list?.map((d) => (d.id === disc.id ? disc : d)),
      );
    },
  });
}

/** Adds a disc to a bag and appends it to the cached list. A duplicate fails with the product's text. */
export const useAddDisc = discs.useCreate;

/** The disc's id and any other fields to change; pass-through fields merge into the stored set. */
export type UpdateDiscVariables = UpdateVariables<UpdateDiscInput>;

/** Changes a disc (colour, bag, catalogue disc, pass-through fields) and replaces it in the cache. */
export const useUpdateDisc = discs.useUpdate;

/** Removes a disc (by id) from its bag and from the cached list. */
export const useRemoveDisc = discs.useRemove;

/** Imports a file (all or nothing); on success the bags and discs are read again. */
export function useImportDiscs(userId: string | null) {
  return useBagWrite(userId, 'importDiscs', api.importDiscs, (lists, result) => {
    if (!result.imported) return;
    lists.reread(bagsKey(userId));
    lists.reread(userDiscsKey(userId));
  });
}

/** Sets or replaces a disc's photo and replaces the disc (with its new photoUrl) in the cache. */
export function useUploadDiscPhoto(userId: string | null) {
  return useBagWrite(
    userId,
    'uploadPhoto',
    ({ id, file }: { id: string; file: Blob }) => api.uploadDiscPhoto(id, file),
    (lists, disc) => lists.replace(userDiscsKey(userId), disc),
  );
}

/** Removes a disc's photo: the disc shows its catalogue picture again. */
export function useRemoveDiscPhoto(userId: string | null) {
  return useBagWrite(userId, 'removePhoto', api.removeDiscPhoto, (lists, _nothing, id) =>
    lists.edit<UserDisc>(userDiscsKey(userId), (discs) =>
      discs.map((d) => {
        if (d.id !== id) return d;
        const { photoUrl: _gone, ...rest } = d;
        return rest;
      }),
    ),
  );
}

/** Moves or copies several discs into a bag (all or nothing); the discs are read again after. */
export function useDiscsToBag(userId: string | null, action: 'move' | 'copy') {
  return useBagWrite(
    userId,
    action === 'move' ? 'moveDiscs' : 'copyDiscs',
    (input: DiscsToBagInput) => (action === 'move' ? api.moveDiscs(input) : api.copyDiscs(input)),
    (lists, { discs }) => {
      if (action === 'copy') lists.append(userDiscsKey(userId), ...discs);
      else lists.replace(userDiscsKey(userId), ...discs);
    },
  );
}
