/** Reads and writes of bags and discs: refused up front when nobody is signed in, failures in the product's words. */
import type { CollectionOperation, CollectionRequestError } from './collection-errors';
import { guard, guardWrite } from './collection-errors';
import {
  useListWrite,
  type CachedLists,
  type RecordStep,
  type StepRunner,
} from './list-writes';

/** A bag or disc write named `op` whose success changes cached lists (`changed`). */
export function useBagWrite<TData, TVars>(
  userId: string | null,
  op: CollectionOperation,
  call: (vars: TVars) => Promise<TData>,
  changed: (lists: CachedLists, data: TData, vars: TVars) => void,
) {
  return useListWrite<TData, CollectionRequestError, TVars>(
    (vars) => guardWrite(op, userId, () => call(vars)),
    changed,
  );
}

/** The runner of playerRecords for bags and discs: each step is the operation `ops` names. */
export const bagSteps =
  (ops: Record<RecordStep, CollectionOperation>): StepRunner =>
  (userId, step, call) =>
    step === 'list' ? guard(ops[step], call) : guardWrite(ops[step], userId, call);
