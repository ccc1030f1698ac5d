/**
 * The signed-in player's throw log (decision 0030): read once into the cache (['throws',
 * userId]); the field session's writes show at once (the cache changes before the answer) and
 * are undone if the server refuses them. Every write goes through throw-writes.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../core/api/throw-routes';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import { callApi } from '../lib/api-client';
import { usePlayerList } from './list-writes';
import { sendDeleteThrow, sendPutThrow } from './throw-writes';

export const throwsKey = (userId: string | null) => ['throws', userId] as const;

export function useThrows(userId: string | null) {
  return usePlayerList<Throw>(userId, throwsKey(userId), () => callApi(routes.listThrows));
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
      mutationFn: ({ id, body }) => sendPutThrow(id, body),
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
    mutationFn: (id) => sendDeleteThrow(id),
    onMutate: (id) => edit((list) => list.filter((t) => t.id !== id)),
    onError: (_err, _id, before) => client.setQueryData(key, before),
  });
  return { put, remove };
}
