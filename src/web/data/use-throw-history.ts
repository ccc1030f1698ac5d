/**
 * The throw history's reads (decision 0039): the log a page at a time, newest first, of the
 * throws that match the player's filters (the server filters, so a page is never half empty),
 * with the outbox's queue laid over; and each disc's median per day for one throw type. Neither
 * reads the whole log. Writes go through useThrowWrites and the outbox, like the field session's.
 */
import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as routes from '../../core/api/throw-routes';
import type { Effort, MeasuredBy, Throw, ThrowType } from '../../core/schemas/throw';
import type { Answer } from '../lib/api-client';
import { request } from '../lib/http';
import { queuedOverList } from './outbox-rules';
import { LIST_STALE_MS, readRetryOptions } from './query-policy';
import { throwsKey, useOutboxQueue } from './use-throws';

export interface HistoryFilters {
  userDiscId?: string;
  throwType?: ThrowType;
  effort?: Effort;
  measuredBy?: MeasuredBy;
}

/** Throws the history reads a page. */
export const HISTORY_PAGE = 50;

/** Whether a throw passes the filters (a queued one the server has not filtered yet). */
export const matchesFilters = (t: Throw, f: HistoryFilters) =>
  (!f.userDiscId || t.userDiscId === f.userDiscId) &&
  (!f.throwType || t.throwType === f.throwType) &&
  (!f.effort || t.effort === f.effort) &&
  (!f.measuredBy || t.measuredBy === f.measuredBy);

/** The query of a page: the filters given, the cursor and the page's length. */
export function historyQuery(f: HistoryFilters, before: string): string {
  const q = new URLSearchParams({ limit: String(HISTORY_PAGE) });
  for (const key of ['userDiscId', 'throwType', 'effort', 'measuredBy'] as const) {
    const v = f[key];
    if (v) q.set(key, v);
  }
  if (before) q.set('before', before);
  return q.toString();
}

export function useThrowHistory(userId: string | null, filters: HistoryFilters) {
  const read = useInfiniteQuery({
    queryKey: [...throwsKey(userId), 'history', filters],
    queryFn: ({ pageParam }) =>
      request<Answer<typeof routes.throwPage>>('GET', `${routes.throwPage.path}?${historyQuery(filters, pageParam)}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const throws = useMemo(() => {
    if (!read.data) return undefined;
    const pages = read.data.pages.flatMap((p) => p.throws);
    return queuedOverList(pages, queue, (t) => matchesFilters(t, filters), !read.hasNextPage);
  }, [read.data, read.hasNextPage, queue, filters]);
  return { ...read, throws };
}

/** The player's offset from UTC now, in minutes east: what their day is. */
const utcOffset = () => -new Date().getTimezoneOffset();

export function useThrowTrend(userId: string | null, throwType: ThrowType) {
  return useQuery({
    queryKey: [...throwsKey(userId), 'trend', throwType],
    queryFn: () =>
      request<Answer<typeof routes.throwTrend>>(
        'GET',
        `${routes.throwTrend.path}?throwType=${throwType}&utcOffset=${utcOffset()}`,
      ),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}
