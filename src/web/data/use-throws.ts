/**
 * The signed-in player's throw log (decisions 0030 and 0039), read as the pages need it: the
 * summary (per disc and throw type: counts, medians, spread, the fit's sums, the latest
 * landings) for the charts, the advice and the field session's figures, and pages of one disc's
 * throws, newest first, for the lists. No page reads the whole log. The outbox's queued writes
 * are laid over both (outbox-rules.ts), so a throw logged offline shows at once and after a
 * reload. Every write goes through throw-writes.ts and the outbox.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../core/api/throw-routes';
import type { PutThrowInput, Throw, ThrowPage } from '../../core/schemas/throw';
import { withQueuedThrows, type ThrowSummary } from '../../core/throws/throw-summary';
import { callApi } from '../lib/api-client';
import { request } from '../lib/http';
import {
  bagsKey,
  coursesKey,
  LIST_STALE_MS,
  readRetryOptions,
  roundsKey,
  userDiscsKey,
} from './query-policy';
import { pendingThrow, queuedOverPages, queuedThrowsOf } from './outbox-rules';

export { pendingThrow };
import {
  flushOutbox,
  loadOutbox,
  onOutboxSent,
  outboxState,
  queueWrite,
  subscribeOutbox,
} from './outbox';

/** Every throw read of a player is under this key: a sent write reads them all again. */
export const throwsKey = (userId: string | null) => ['throws', userId] as const;
export const throwSummaryKey = (userId: string | null) => ['throws', userId, 'summary'] as const;
export const throwPagesKey = (userId: string | null, userDiscId: string) =>
  ['throws', userId, 'pages', userDiscId] as const;

/** Throws a disc's list reads at a time: the latest five first, as the session shows them. */
export const THROWS_PER_PAGE = 5;
/** "Show all" reads the rest in pages this long. */
const MORE_PER_PAGE = 200;

/** The ids of the throws the cached pages hold: a queued put of one of them is an edit. */
function cachedThrowIds(client: ReturnType<typeof useQueryClient>, userId: string | null) {
  const ids = new Set<string>();
  for (const [, data] of client.getQueriesData<{ pages: ThrowPage[] }>({
    queryKey: [...throwsKey(userId), 'pages'],
  })) {
    for (const page of data?.pages ?? []) for (const t of page.throws) ids.add(t.id);
  }
  return ids;
}

/** The summary of the player's log, with the outbox's queued new throws laid over. */
export function useThrowSummary(userId: string | null) {
  const client = useQueryClient();
  const read = useQuery<ThrowSummary>({
    queryKey: throwSummaryKey(userId),
    queryFn: () => callApi(routes.throwSummary),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const data = useMemo(() => {
    if (!read.data || queue.length === 0) return read.data;
    const queued = queuedThrowsOf(queue, cachedThrowIds(client, userId));
    return withQueuedThrows(read.data, queued);
  }, [read.data, queue, client, userId]);
  return { ...read, data } as typeof read;
}

/**
 * One disc's throws, newest first, a page at a time (`fetchNextPage` for older ones), with the
 * outbox's queued writes of that disc laid over: a queued throw shows, a queued delete hides it.
 */
export function useDiscThrows(userId: string | null, userDiscId: string) {
  const read = useInfiniteQuery({
    queryKey: throwPagesKey(userId, userDiscId),
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({
        userDiscId,
        limit: String(pageParam ? MORE_PER_PAGE : THROWS_PER_PAGE),
      });
      if (pageParam) q.set('before', pageParam);
      return request<ThrowPage>('GET', `${routes.throwPage.path}?${q.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  // Offline with no copy of the pages (the read is paused or failed), the queued throws are all
  // this device knows of the disc's log: they are shown rather than an empty list.
  const unread = !read.data && (read.isError || read.fetchStatus === 'paused');
  const throws = useMemo(() => {
    if (read.data) {
      const pages = read.data.pages.flatMap((p) => p.throws);
      return queuedOverPages(pages, queue, userDiscId, !read.hasNextPage);
    }
    return unread ? queuedOverPages([], queue, userDiscId, true) : undefined;
  }, [read.data, read.hasNextPage, unread, queue, userDiscId]);
  return { ...read, throws };
}

/** What waits in the signed-in player's outbox, and what the server refused. */
export function useOutboxQueue(userId: string | null) {
  return useSyncExternalStore(
    subscribeOutbox,
    () => outboxState(userId),
    () => outboxState(null),
  );
}

/**
 * The outbox of the signed-in player, run once by the shell (OutboxNotice): loads the stored
 * queue on opening, sends it when the browser comes back online, and reads the lists again after
 * writes went out. Other screens read it with useOutboxQueue.
 */
export function useOutbox(userId: string | null) {
  const client = useQueryClient();
  const state = useOutboxQueue(userId);
  useEffect(() => {
    if (!userId) return;
    void loadOutbox(userId);
    const online = () => void flushOutbox(userId);
    window.addEventListener('online', online);
    const off = onOutboxSent((who, kinds) => {
      if (who !== userId) return;
      if (kinds.has('throws')) void client.invalidateQueries({ queryKey: throwsKey(userId) });
      // An archived or restored disc changes the bags' counts too.
      if (kinds.has('discs')) {
        void client.invalidateQueries({ queryKey: userDiscsKey(userId) });
        void client.invalidateQueries({ queryKey: bagsKey(userId) });
      }
      if (kinds.has('rounds')) void client.invalidateQueries({ queryKey: roundsKey(userId) });
      if (kinds.has('courses')) void client.invalidateQueries({ queryKey: coursesKey(userId) });
    });
    return () => {
      window.removeEventListener('online', online);
      off();
    };
  }, [userId, client]);
  return state;
}

/**
 * Log or replace a throw (`id` made by the caller) and delete one. Each resolves once the write
 * is durable in the outbox (decision 0031); the reads show it from then on, laid over by the
 * queue, and read again once it was sent.
 */
export function useThrowWrites(userId: string | null) {
  const put = useMutation<Throw, Error, { id: string; body: PutThrowInput }>({
    mutationFn: async ({ id, body }) => {
      const queuedAt = new Date().toISOString();
      await queueWrite(needUser(userId), { kind: 'put', id, body, queuedAt });
      return pendingThrow(id, body, new Date(queuedAt));
    },
  });
  const remove = useMutation<void, Error, string>({
    mutationFn: (id) =>
      queueWrite(needUser(userId), { kind: 'delete', id, queuedAt: new Date().toISOString() }),
  });
  return { put, remove };
}

function needUser(userId: string | null): string {
  if (userId === null) throw new Error('User must be logged in to log a throw');
  return userId;
}
