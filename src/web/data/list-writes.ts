/**
 * The shapes every list of the signed-in player shares (bags, discs, wishlist): the read, and
 * writes that change the cached lists in place instead of reading them again.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { LIST_STALE_MS, readRetryOptions } from './query-policy';

const NOTHING: never[] = [];

/**
 * A list of the signed-in player's records. While `userId` is null nothing is fetched and the
 * result is a success with an empty list (not pending).
 */
export function usePlayerList<T, TError = Error>(
  userId: string | null,
  queryKey: QueryKey,
  queryFn: () => Promise<T[]>,
): UseQueryResult<T[], TError> {
  return useQuery<T[], TError>({
    queryKey,
    queryFn,
    enabled: userId !== null,
    placeholderData: userId === null ? NOTHING : undefined,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}

/** Changes of cached lists after a write. A list not read yet stays unread. */
export class CachedLists {
  constructor(private readonly client: QueryClient) {}

  /** Any change of the list. */
  edit<T>(key: QueryKey, change: (list: T[]) => T[]): void {
    this.client.setQueryData<T[]>(key, (list) => list && change(list));
  }

  /** Adds the records at the end. */
  append<T>(key: QueryKey, ...items: T[]): void {
    this.edit<T>(key, (list) => [...list, ...items]);
  }

  /** Puts each record in the place of the one with its id. */
  replace<T extends { id: string }>(key: QueryKey, ...items: T[]): void {
    const byId = new Map(items.map((item) => [item.id, item]));
    this.edit<T>(key, (list) => list.map((old) => byId.get(old.id) ?? old));
  }

  /** Keeps the records `wanted` says yes to. */
  keep<T>(key: QueryKey, wanted: (item: T) => boolean): void {
    this.edit<T>(key, (list) => list.filter(wanted));
  }

  /** The list is read again (a write whose answer does not say what changed). */
  reread(key: QueryKey): void {
    void this.client.invalidateQueries({ queryKey: key });
  }
}

/** A write whose success changes cached lists (`changed`). */
export function useListWrite<TData, TError, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  changed: (lists: CachedLists, data: TData, vars: TVars) => void,
) {
  const client = useQueryClient();
  return useMutation<TData, TError, TVars>({
    mutationFn,
    onSuccess: (data, vars) => changed(new CachedLists(client), data, vars),
  });
}

/** The calls that read the list and add, change and remove one record (lib/api-client's listResource). */
export interface RecordCalls<T, TCreate, TChanges> {
  list: () => Promise<T[]>;
  create: (input: TCreate) => Promise<T>;
  update: (id: string, changes: TChanges) => Promise<T>;
  remove: (id: string) => Promise<void>;
}

export type RecordStep = 'list' | 'create' | 'update' | 'remove';

/** Runs one step's call for the signed-in player (where its failures get the product's words). */
export type StepRunner = <R>(
  userId: string | null,
  step: RecordStep,
  call: () => Promise<R>,
) => Promise<R>;

/** The record and the fields to change. */
export type UpdateVariables<TChanges> = TChanges & { id: string };

const runAsIs: StepRunner = (_userId, _step, call) => call();

/**
 * A list of the player's records with ids, cached under `key(userId)`: its read (usePlayerList)
 * and three writes that change the cached list in place: an added record goes at the end, a
 * changed one replaces the record with its id, a removed one is dropped (and `removed` drops
 * whatever goes with it).
 */
export function playerRecords<T extends { id: string }, TCreate, TChanges, TError = Error>(spec: {
  key: (userId: string | null) => QueryKey;
  calls: RecordCalls<T, TCreate, TChanges>;
  run?: StepRunner;
  removed?: (lists: CachedLists, userId: string | null, id: string) => void;
}) {
  const { key, calls, run = runAsIs } = spec;
  return {
    useList: (userId: string | null): UseQueryResult<T[], TError> =>
      usePlayerList<T, TError>(userId, key(userId), () => run(userId, 'list', calls.list)),
    useCreate: (userId: string | null) =>
      useListWrite<T, TError, TCreate>(
        (input) => run(userId, 'create', () => calls.create(input)),
        (lists, item) => lists.append(key(userId), item),
      ),
    useUpdate: (userId: string | null) =>
      useListWrite<T, TError, UpdateVariables<TChanges>>(
        ({ id, ...changes }) => run(userId, 'update', () => calls.update(id, changes as TChanges)),
        (lists, item) => lists.replace(key(userId), item),
      ),
    useRemove: (userId: string | null) =>
      useListWrite<void, TError, string>(
        (id) => run(userId, 'remove', () => calls.remove(id)),
        (lists, _nothing, id) => {
          lists.keep<T>(key(userId), (item) => item.id !== id);
          spec.removed?.(lists, userId, id);
        },
      ),
  };
}
