import { describe, expect, it } from 'vitest';
import type { PutThrowInput } from '../../core/schemas/throw';
import { HttpError } from '../lib/http';
import type { UserDisc } from '../../core/bag-types';
import { PLAYER_CHANGED_CODE, PLAYER_CHANGED_MESSAGE } from '../../core/api/player-header';
import {
  adoptHeld,
  enqueue,
  outcomeOf,
  storedQueueFate,
  pendingThrow,
  queuedOverPages,
  queuedThrowsOf,
  waitingDiscIds,
  waitingIds,
  withCourseChange,
  withQueuedChanges,
  type QueuedWrite,
} from './outbox-rules';

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
  it('waits on no connection, time-outs and server errors', () => {
    for (const err of [
      new HttpError(0, 'network', 'x'),
      new HttpError(0, 'timeout', 'x'),
      new HttpError(503, 'db_unavailable', 'x'),
      new TypeError('boom'),
    ]) {
      expect(outcomeOf(err)).toEqual({ do: 'wait' });
    }
  });
  it('stops and keeps the write when the session is gone or is another player’s', () => {
    expect(outcomeOf(new HttpError(401, 'unauthenticated', 'x'))).toEqual({
      do: 'stop',
      why: 'signed-out',
    });
    expect(outcomeOf(new HttpError(412, PLAYER_CHANGED_CODE, PLAYER_CHANGED_MESSAGE))).toEqual({
      do: 'stop',
      why: 'other-player',
    });
  });
  it('takes only the player check’s 412 for a change of player', () => {
    expect(outcomeOf(new HttpError(412, 'precondition', 'Not now')).do).toBe('drop');
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

const change = (id: string, discId: string, changes: Record<string, unknown>): QueuedWrite => ({
  kind: 'disc',
  id,
  discId,
  changes,
  queuedAt: '2026-11-27T01:00:00.000Z',
});
const disc = (id: string, over: Partial<UserDisc> = {}) =>
  ({ id, bagId: 'b', discitId: 'c', color: '#FF0000', status: 'active', ...over }) as UserDisc;

describe('changes of a disc in the outbox', () => {
  it('are kept one after the other, never merged, and never removed by a throw delete', () => {
    let q: QueuedWrite[] = [];
    q = enqueue(q, change('c1', 'd1', { status: 'lost' }));
    q = enqueue(q, put('t1', 300));
    q = enqueue(q, change('c2', 'd1', { status: 'active' }));
    q = enqueue(q, del('t1'));
    expect(q.map((w) => `${w.kind}:${w.id}`)).toEqual(['disc:c1', 'disc:c2', 'delete:t1']);
  });
  it('mark their disc as waiting, not a throw', () => {
    const q = [change('c1', 'd1', { notes: 'x' }), put('t1', 300)];
    expect([...waitingDiscIds(q)]).toEqual(['d1']);
    expect([...waitingIds(q)]).toEqual(['t1']);
  });
  it('show the disc as the server will answer it: trimmed, cleared details left out', () => {
    const before = disc('d1', { notes: 'old', statusNote: 'x' });
    expect(
      withCourseChange(before, { status: 'lost', statusNote: ' pond on 7 ', notes: '' }),
    ).toEqual({ ...disc('d1'), status: 'lost', statusNote: 'pond on 7' });
  });
  it('lay every queued change over its disc in order, leaving the others as they are', () => {
    const discs = [disc('d1'), disc('d2')];
    const q = [
      change('c1', 'd1', { status: 'lost', statusNote: 'pond' }),
      change('c2', 'd1', { condition: 6 }),
      change('c3', 'd1', { status: 'active', statusNote: null }),
    ];
    const [one, two] = withQueuedChanges(discs, q);
    expect(one).toEqual({ ...disc('d1'), condition: 6 });
    expect(two).toBe(discs[1]);
  });
  it('a disc deleted elsewhere drops the change as a conflict, with the server words', () => {
    const gone = 'This disc is no longer in your collection, so its change cannot be saved';
    expect(outcomeOf(new HttpError(404, 'not_found', gone))).toMatchObject({
      do: 'drop',
      message: gone,
      conflict: true,
    });
  });
});

describe('a queue stored on the device, once the session is known', () => {
  it('stays for its player, is held by the page when nobody is signed in, goes for another', () => {
    expect(storedQueueFate('a', 'a')).toBe('keep');
    expect(storedQueueFate('a', null)).toBe('hold');
    expect(storedQueueFate('a', 'b')).toBe('drop');
  });
  it('comes back to its player at sign-in, before what is stored, and to nobody else', () => {
    const held = new Map([
      ['a', [put('t1', 300), put('t2', 310)]],
      ['b', [put('t9', 200)]],
    ]);
    const stored = [put('t3', 320)];
    expect(adoptHeld(held, 'a', stored).map((w) => w.id)).toEqual(['t1', 't2', 't3']);
    expect(adoptHeld(held, 'c', stored)).toEqual(stored);
  });
  it('is not sent twice when the page held what is still stored', () => {
    const held = new Map([['a', [put('t1', 300)]]]);
    expect(adoptHeld(held, 'a', [put('t1', 300), put('t2', 310)]).map((w) => w.id)).toEqual([
      't1',
      't2',
    ]);
  });
  it('keeps the later edit of a throw held and edited again', () => {
    const held = new Map([['a', [put('t1', 300)]]]);
    const edited = { ...put('t1', 305), queuedAt: '2026-11-27T02:00:00.000Z' };
    const [only, ...rest] = adoptHeld(held, 'a', [edited]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 't1', body: { distanceFt: 305 } });
  });
});

describe('the queue laid over what the pages read (decision 0039)', () => {
  const disc = '00000000-0000-4000-8000-000000000001';
  const at = (h: number) => new Date(Date.UTC(2026, 10, 27, h)).toISOString();
  const putAt = (id: string, ft: number, h: number, userDiscId = disc): QueuedWrite => ({
    kind: 'put',
    id,
    body: { ...body(ft), thrownAt: at(h), userDiscId },
    queuedAt: at(h),
  });
  const server = (id: string, ft: number, h: number) =>
    pendingThrow(id, { ...body(ft), thrownAt: at(h) }, new Date(at(h)));

  it('shows a queued throw, its edit in place, and hides a queued delete, newest first', () => {
    const read = [server('b', 300, 5), server('a', 280, 3)];
    const laid = queuedOverPages(
      read,
      [putAt('c', 320, 8), putAt('b', 305, 5), del('a'), putAt('m', 250, 9, 'other-disc')],
      disc,
      true,
    );
    expect(laid.map((t) => [t.id, t.distanceFt])).toEqual([
      ['c', 320],
      ['b', 305],
    ]);
  });

  it('keeps a queued throw older than the pages read until the list is read to its end', () => {
    const read = [server('b', 300, 5)];
    expect(queuedOverPages(read, [putAt('old', 200, 1)], disc, false).map((t) => t.id)).toEqual([
      'b',
    ]);
    expect(queuedOverPages(read, [putAt('old', 200, 1)], disc, true).map((t) => t.id)).toEqual([
      'b',
      'old',
    ]);
  });

  it('gives the summary the queued new throws only: not edits it has, not deleted ones', () => {
    const queued = queuedThrowsOf(
      [putAt('new', 320, 8), putAt('edit', 305, 5), putAt('gone', 250, 6), del('gone')],
      new Set(['edit']),
    );
    expect(queued.map((t) => [t.distanceFt, t.thrownAt])).toEqual([[320, at(8)]]);
  });
});
