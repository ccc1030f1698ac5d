import { describe, expect, it } from 'vitest';
import type { PutThrowInput } from '../../core/schemas/throw';
import { HttpError } from '../lib/http';
import { enqueue, outcomeOf, waitingIds, type QueuedWrite } from './outbox-rules';

const body = (distanceFt: number): PutThrowInput => ({
  userDiscId: '00000000-0000-4000-8000-000000000001',
  distanceFt,
  throwType: 'backhand',
  effort: 'full',
  thrownAt: '2026-11-27T01:00:00.000Z',
  measuredBy: 'typed',
});
const put = (id: string, ft: number): QueuedWrite => ({
  kind: 'put',
  id,
  body: body(ft),
  queuedAt: '2026-11-27T01:00:00.000Z',
});
const del = (id: string): QueuedWrite => ({ kind: 'delete', id, queuedAt: '2026-11-27T01:00:00.000Z' });

describe('enqueue', () => {
  it('keeps five new throws in the order they were logged', () => {
    let q: QueuedWrite[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) q = enqueue(q, put(id, 300));
    expect(q.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('an edit of a queued throw replaces it in its place, so it is sent once', () => {
    const q = enqueue([put('a', 300), put('b', 280)], put('a', 310));
    expect(q).toHaveLength(2);
    expect(q[0]).toMatchObject({ id: 'a', body: { distanceFt: 310 } });
  });
  it('a delete drops the queued puts of that throw and is still sent', () => {
    const q = enqueue([put('a', 300), put('b', 280)], del('a'));
    expect(q.map((w) => [w.kind, w.id])).toEqual([
      ['put', 'b'],
      ['delete', 'a'],
    ]);
    expect(waitingIds(q)).toEqual(new Set(['a', 'b']));
  });
});

describe('outcomeOf', () => {
  it('waits on no connection, time-outs, server errors and a lost session', () => {
    for (const err of [
      new HttpError(0, 'network', 'x'),
      new HttpError(0, 'timeout', 'x'),
      new HttpError(503, 'db_unavailable', 'x'),
      new HttpError(401, 'unauthorized', 'x'),
      new TypeError('boom'),
    ]) {
      expect(outcomeOf(err)).toEqual({ do: 'wait' });
    }
  });
  it('drops a throw whose disc was deleted elsewhere, as a conflict with the server words', () => {
    const gone = 'This disc is no longer in your collection, so its throw cannot be saved';
    expect(outcomeOf(new HttpError(404, 'not_found', gone))).toEqual({
      do: 'drop',
      message: gone,
      conflict: true,
    });
  });
  it('drops bad input and a reached limit without retrying, with the message to show', () => {
    expect(
      outcomeOf(new HttpError(400, 'invalid_input', 'x', { distanceFt: 'Too far' })),
    ).toEqual({ do: 'drop', message: 'Too far', conflict: false });
    expect(outcomeOf(new HttpError(409, 'limit_reached', 'You can log at most 20,000 throws'))).toEqual(
      { do: 'drop', message: 'You can log at most 20,000 throws', conflict: false },
    );
  });
  it('a sent write is done', () => {
    expect(outcomeOf(null)).toEqual({ do: 'sent' });
  });
});
