/**
 * The player's courses and rounds (decisions 0043 and 0044): the reads the screens make, with the
 * outbox's queued writes laid over (round-queue.ts), and the writes, every one through the outbox
 * with an id the client made. A write resolves once it is stored on the device; the cached reads
 * show it at once (optimistically, from the same rules) and are read again after it was sent. So
 * a round started, scored and finished offline shows the same before and after a reload.
 */
import { useMemo } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import * as courseRoutes from '../../core/api/course-routes';
import * as roundRoutes from '../../core/api/round-routes';
import type { Course, CourseListItem } from '../../core/schemas/course';
import { ROUND_LIST_PAGE, roundListCursor } from '../../core/rules/round';
import type { PutRound, Round, RoundListItem } from '../../core/schemas/round';
import { callApi } from '../lib/api-client';
import { HttpError, request } from '../lib/http';
import { queueWrite } from './outbox';
import { coursesKey, LIST_STALE_MS, readRetryOptions, roundsKey } from './query-policy';
import {
  courseWithQueue,
  coursesWithQueue,
  roundsWithQueue,
  roundWithQueue,
  type QueuedCourse,
  type QueuedHole,
  type QueuedLayout,
  type RoundWrite,
} from './round-queue';
import { useOutboxQueue } from './use-throws';

export const roundListKey = (userId: string | null) => [...roundsKey(userId), 'list'] as const;
/** The pages of older rounds the player asked for, after the newest page. */
export const olderRoundsKey = (userId: string | null) => [...roundsKey(userId), 'older'] as const;
export const roundKey = (userId: string | null, id: string) =>
  [...roundsKey(userId), 'round', id] as const;
export const courseListKey = (userId: string | null) => [...coursesKey(userId), 'list'] as const;
export const courseKey = (userId: string | null, id: string) =>
  [...coursesKey(userId), 'course', id] as const;

/** A read the server answered "not there" (a round or course made offline, not sent yet). */
const notThere = (err: unknown) => err instanceof HttpError && err.status === 404;

/**
 * The player's newest rounds (GET /api/rounds answers a page, ROUND_LIST_PAGE at most), newest
 * first, with queued rounds and scores laid over. `olderFrom` is the cursor of the page's last
 * round when the page was full (there may be older ones: useOlderRounds), else null.
 */
export function useRounds(userId: string | null) {
  const client = useQueryClient();
  const read = useQuery<RoundListItem[]>({
    queryKey: roundListKey(userId),
    queryFn: () => callApi(roundRoutes.listRounds),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const data = useMemo(() => {
    if (!read.data && queue.length === 0) return read.data;
    const detail = (id: string) => client.getQueryData<Round>(roundKey(userId, id));
    // Offline with no copy of the list, the rounds this device queued are what it knows.
    if (!read.data) return read.isError ? roundsWithQueue([], queue, detail) : undefined;
    return roundsWithQueue(read.data, queue, detail);
  }, [read.data, read.isError, queue, client, userId]);
  const last = read.data?.length === ROUND_LIST_PAGE ? read.data.at(-1) : undefined;
  const olderFrom = last ? roundListCursor(last) : null;
  return { ...read, data, olderFrom } as typeof read & { olderFrom: string | null };
}

/**
 * The rounds older than the newest page, a page at a time once `from` (useRounds' olderFrom) is
 * given: only when the player asks to see them.
 */
export function useOlderRounds(userId: string | null, from: string | null) {
  return useInfiniteQuery({
    queryKey: [...olderRoundsKey(userId), from],
    queryFn: ({ pageParam }) =>
      request<RoundListItem[]>(
        'GET',
        `${roundRoutes.listRounds.path}?before=${encodeURIComponent(pageParam)}`,
      ),
    initialPageParam: from ?? '',
    getNextPageParam: (page: RoundListItem[]) =>
      page.length === ROUND_LIST_PAGE ? roundListCursor(page.at(-1)!) : undefined,
    enabled: userId !== null && from !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}

/**
 * One round with its scores, queued writes laid over. `data` is null when the round is not there
 * (deleted, or never made); a round made on this device and not sent yet is there.
 */
export function useRound(userId: string | null, id: string) {
  const read = useQuery<Round>({
    queryKey: roundKey(userId, id),
    queryFn: () => callApi(roundRoutes.getRound, { params: { id } }),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const missing = read.isError && notThere(read.error);
  const data = useMemo(() => {
    const round = roundWithQueue(read.data, queue, id);
    if (round === undefined) return missing ? null : undefined;
    return round;
  }, [read.data, queue, id, missing]);
  // A round this device holds is shown whatever the read says (offline, or not sent yet).
  const error = data ? null : missing ? null : read.error;
  return { ...read, data, error, isError: error !== null };
}

/** The courses the player may play (their own and those shared), queued changes laid over. */
export function useCourses(userId: string | null) {
  const read = useQuery<CourseListItem[]>({
    queryKey: courseListKey(userId),
    queryFn: () => callApi(courseRoutes.listCourses),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const data = useMemo(() => {
    if (!read.data) return read.isError && queue.length > 0 ? coursesWithQueue([], queue) : read.data;
    return coursesWithQueue(read.data, queue);
  }, [read.data, read.isError, queue]);
  return { ...read, data } as typeof read;
}

/** A course with its layouts and holes (null when not there); nothing is read for a null id. */
export function useCourse(userId: string | null, id: string | null) {
  const read = useQuery<Course>({
    queryKey: courseKey(userId, id ?? ''),
    queryFn: () => callApi(courseRoutes.getCourse, { params: { id: id! } }),
    enabled: userId !== null && id !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
  const { queue } = useOutboxQueue(userId);
  const missing = read.isError && notThere(read.error);
  const data = useMemo(() => {
    if (id === null) return undefined;
    const course = courseWithQueue(read.data, queue, id);
    if (course === undefined) return missing ? null : undefined;
    return course;
  }, [read.data, queue, id, missing]);
  const error = data ? null : missing ? null : read.error;
  return { ...read, data, error, isError: error !== null };
}

/** Lays one write over the cached reads at once (the same rules the reads apply to the queue). */
export function applyToCache(client: QueryClient, userId: string, w: RoundWrite): void {
  if (w.kind === 'round' || w.kind === 'round-delete' || w.kind === 'hole') {
    const key = roundKey(userId, w.id);
    const round = roundWithQueue(client.getQueryData<Round>(key), [w], w.id);
    if (round) client.setQueryData(key, round);
    else if (round === null) client.removeQueries({ queryKey: key, exact: true });
    const detail = (id: string) => client.getQueryData<Round>(roundKey(userId, id));
    client.setQueryData<RoundListItem[]>(roundListKey(userId), (list) =>
      list ? roundsWithQueue(list, [w], detail) : list,
    );
    // An older round deleted goes from the older pages at once too.
    if (w.kind === 'round-delete') {
      client.setQueriesData<InfiniteData<RoundListItem[]>>(
        { queryKey: olderRoundsKey(userId) },
        (older) =>
          older && { ...older, pages: older.pages.map((p) => p.filter((r) => r.id !== w.id)) },
      );
    }
    return;
  }
  const courseId = w.kind === 'course' || w.kind === 'course-delete' ? w.id : w.courseId;
  const key = courseKey(userId, courseId);
  const course = courseWithQueue(client.getQueryData<Course>(key), [w], courseId);
  if (course) client.setQueryData(key, course);
  else if (course === null) client.removeQueries({ queryKey: key, exact: true });
  client.setQueryData<CourseListItem[]>(courseListKey(userId), (list) =>
    list ? coursesWithQueue(list, [w]) : list,
  );
}

/**
 * The writes of courses and rounds. Each resolves once the write is stored on the device (it is
 * then shown, marked waiting to send, and sent in order exactly once); ids are made by the caller
 * (`crypto.randomUUID()`).
 */
export function useRoundWrites(userId: string | null) {
  const client = useQueryClient();
  return useMemo(() => {
    const write = async (w: RoundWrite) => {
      if (userId === null) throw new Error('Sign in to keep rounds');
      await queueWrite(userId, w);
      applyToCache(client, userId, w);
    };
    const at = () => new Date().toISOString();
    return {
      putCourse: (id: string, body: QueuedCourse) =>
        write({ kind: 'course', id, body, queuedAt: at() }),
      deleteCourse: (id: string) => write({ kind: 'course-delete', id, queuedAt: at() }),
      putLayout: (courseId: string, id: string, body: QueuedLayout) =>
        write({ kind: 'layout', id, courseId, body, queuedAt: at() }),
      deleteLayout: (courseId: string, id: string) =>
        write({ kind: 'layout-delete', id, courseId, queuedAt: at() }),
      putRound: (id: string, body: PutRound) => write({ kind: 'round', id, body, queuedAt: at() }),
      deleteRound: (id: string) => write({ kind: 'round-delete', id, queuedAt: at() }),
      putHole: (id: string, hole: number, body: QueuedHole) =>
        write({ kind: 'hole', id, hole, body, queuedAt: at() }),
      /** Finishes (or reopens, with null) a round: the round again, with its end. */
      finishRound: (round: Round, finishedAt: string | null = at()) =>
        write({ kind: 'round', id: round.id, body: roundBody(round, finishedAt), queuedAt: at() }),
    } satisfies Record<string, (...args: never[]) => Promise<void>>;
  }, [client, userId]);
}

/** The PUT body of a round as it is (its scores are written per hole). */
export function roundBody(round: Round, finishedAt: string | null = round.finishedAt): PutRound {
  const { courseId, layoutId, courseName, layoutName, holes, guests, bagId, startedAt } = round;
  return { courseId, layoutId, courseName, layoutName, holes, guests, bagId, startedAt, finishedAt };
}
