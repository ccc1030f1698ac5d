/**
 * The signed-in player's throw log (decision 0030): read once into the cache (['throws',
 * userId]); the field session's writes show at once (the cache changes before the answer) and
 * are undone if the server refuses them. Every write goes through throw-writes.ts.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../core/api/throw-routes';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import { callApi } from '../lib/api-client';
import { usePlayerList } from './list-writes';
import { bagsKey, userDiscsKey } from './query-policy';
import {
  flushOutbox,
  loadOutbox,
  onOutboxSent,
  outboxState,
  queueWrite,
  subscribeOutbox,
} from './outbox';

export const throwsKey = (userId: string | null) => ['throws', userId] as const;

/**
 * The player's throws as the server has them, with the outbox's unsent writes laid over (a
 * queued throw shows, a queued delete hides it), so a reload offline still shows them.
 */
export function useThrows(userId: string | null) {
  const list = usePlayerList<Throw>(userId, throwsKey(userId), () => callApi(routes.listThrows));
  const { queue } = useOutboxQueue(userId);
  const data = useMemo(() => {
    if (!list.data || queue.length === 0) return list.data;
    let merged = [...list.data];
    for (const w of queue) {
      if (w.kind === 'disc') continue;
      merged = merged.filter((t) => t.id !== w.id);
      if (w.kind === 'put') merged.push(pendingThrow(w.id, w.body, new Date(w.queuedAt)));
    }
    return merged.sort(byThrownAt);
  }, [list.data, queue]);
  return { ...list, data } as typeof list;
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
    });
    return () => {
      window.removeEventListener('online', online);
      off();
    };
  }, [userId, client]);
  return state;
}

/** What a new throw looks like in the cache until the server's answer replaces it. */
export function pendingThrow(id: string, body: PutThrowInput, now = new Date()): Throw {
  const at = now.toISOString();
  return {
    id,
    userDiscId: body.userDiscId,
    distanceFt: Math.round(body.distanceFt * 10) / 10,
    throwType: body.throwType,
    effort: body.effort,
    finishFt: body.finishFt ?? null,
    release: body.release ?? null,
    note: body.note?.trim() ?? '',
    thrownAt: body.thrownAt,
    measuredBy: body.measuredBy,
    gpsAccuracyM: body.measuredBy === 'gps' ? (body.gpsAccuracyM ?? null) : null,
    createdAt: at,
    updatedAt: at,
  };
}

const byThrownAt = (a: Throw, b: Throw) =>
  a.thrownAt === b.thrownAt ? (a.id < b.id ? -1 : 1) : a.thrownAt < b.thrownAt ? -1 : 1;

/** Log or replace a throw (`id` made by the caller) and delete one; the cache changes first. */
export function useThrowWrites(userId: string | null) {
  const client = useQueryClient();
  const key = throwsKey(userId);
  const edit = (change: (list: Throw[]) => Throw[]) => {
    const before = client.getQueryData<Throw[]>(key);
    client.setQueryData<Throw[]>(key, (list) => change(list ?? []));
    return before;
  };
  const put = useMutation<Throw, Error, { id: string; body: PutThrowInput }, Throw[] | undefined>(
    {
      // Resolves once the write is durable in the outbox; it is sent from there (decision 0031).
      mutationFn: async ({ id, body }) => {
        const queuedAt = new Date().toISOString();
        await queueWrite(needUser(userId), { kind: 'put', id, body, queuedAt });
        return pendingThrow(id, body, new Date(queuedAt));
      },
      onMutate: ({ id, body }) =>
        edit((list) =>
          [...list.filter((t) => t.id !== id), pendingThrow(id, body)].sort(byThrownAt),
        ),
      onSuccess: (saved) =>
        client.setQueryData<Throw[]>(key, (list) =>
          (list ?? []).map((t) => (t.id === saved.id ? saved : t)),
        ),
      onError: (_err, _vars, before) => client.setQueryData(key, before),
    },
  );
  const remove = useMutation<void, Error, string, Throw[] | undefined>({
    mutationFn: (id) =>
      queueWrite(needUser(userId), { kind: 'delete', id, queuedAt: new Date().toISOString() }),
    onMutate: (id) => edit((list) => list.filter((t) => t.id !== id)),
    onError: (_err, _id, before) => client.setQueryData(key, before),
  });
  return { put, remove };
}

function needUser(userId: string | null): string {
  if (userId === null) throw new Error('User must be logged in to log a throw');
  return userId;
}
