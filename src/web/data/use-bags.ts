import type { Bag, UserDisc } from '../../core/bag-types';
import type { CreateBagInput, UpdateBagInput } from '../../core/schemas/bag';
import * as api from './bags-api';
import type { CollectionRequestError } from './collection-errors';
import { bagSteps, useBagWrite } from './bag-writes';
import { playerRecords, type UpdateVariables } from './list-writes';
import { bagsKey, userDiscsKey } from './query-policy';

const bags = playerRecords<Bag, CreateBagInput, UpdateBagInput, CollectionRequestError>({
  key: bagsKey,
  calls: api.bagCalls,
  run: bagSteps({
    list: 'fetchBags',
    create: 'createBag',
    update: 'updateBag',
    remove: 'deleteBag',
  }),
  // A bag's discs go with it.
  removed: (lists, userId, id) =>
    lists.keep<UserDisc>(userDiscsKey(userId), (disc) => disc.bagId !== id),
});

/**
 * The signed-in user's bags in creation order. While `userId` is null nothing is fetched and the
 * result is a success with an empty list (not pending). `error.message` is the product's text.
 */
export const useBags = bags.useList;

/** The bag's id and the fields to change (name and/or description). */
export type UpdateBagVariables = UpdateVariables<UpdateBagInput>;

/** Creates a bag and appends it to the cached list (no refetch). */
export const useCreateBag = bags.useCreate;

/** Renames or re-describes a bag and replaces it in the cached list. */
export const useUpdateBag = bags.useUpdate;

/** Deletes a bag (by id); drops it and its discs from the cached lists. */
export const useDeleteBag = bags.useRemove;

/** Duplicates a bag ("<name> (copy)" with its active discs); the bags and discs are read again. */
export function useDuplicateBag(userId: string | null) {
  return useBagWrite(userId, 'duplicateBag', api.duplicateBag, (lists, bag) => {
    lists.append(bagsKey(userId), bag);
    lists.reread(userDiscsKey(userId));
  });
}
