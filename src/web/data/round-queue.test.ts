import { describe, expect, it } from 'vitest';
import type { Hole } from '../../core/schemas/course';
import type { PutRound, Round, RoundListItem } from '../../core/schemas/round';
import { enqueue, sameWrite, sentKindOf, waitingIds, type QueuedWrite } from './outbox-rules';
import {
  coursesWithQueue,
  courseWithQueue,
  roundsWithQueue,
  roundWithQueue,
  waitingRoundIds,
  type QueuedHole,
} from './round-queue';

const R = '00000000-0000-4000-8000-0000000000a1';
const C = '00000000-0000-4000-8000-0000000000c1';
const L = '00000000-0000-4000-8000-0000000000d1';
const hole = (label: string, par = 3): Hole => ({
  label,
  par,
  lengthFt: 300,
  lengthUnit: 'ft',
  shape: null,
  tee: null,
  basket: null,
  note: '',
});
const holes = (n: number) => Array.from({ length: n }, (_, i) => hole(String(i + 1)));
const roundBody = (over: Partial<PutRound> = {}): PutRound => ({
  courseId: C,
  layoutId: L,
  courseName: 'Maple Hill',
  layoutName: 'Gold',
  holes: holes(18),
  guests: ['Sam'],
  bagId: null,
  startedAt: '2026-11-28T09:00:00.000Z',
  finishedAt: null,
  ...over,
});
let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 28, 10, 0, 0, clock++)).toISOString();
const round = (body = roundBody(), id = R): QueuedWrite => ({ kind: 'round', id, body, queuedAt: at() });
const score = (mine: number, guest = 3): QueuedHole => ({
  scores: [
    { player: 0, strokes: mine, penalty: 0, putts: null },
    { player: 1, strokes: guest, penalty: 0, putts: null },
  ],
  shots: [],
});
const holeW = (n: number, mine: number, id = R): QueuedWrite => ({
  kind: 'hole',
  id,
  hole: n,
  body: score(mine),
  queuedAt: at(),
});
const throwPut: QueuedWrite = {
  kind: 'put',
  id: 't1',
  body: {
    userDiscId: 'd1',
    distanceFt: 300,
    throwType: 'backhand',
    effort: 'full',
    thrownAt: '2026-11-28T09:00:00.000Z',
    measuredBy: 'typed',
  },
  queuedAt: at(),
};

const delLayout: QueuedWrite = { kind: 'layout-delete', id: L, courseId: C, queuedAt: 'y' };
const delRound: QueuedWrite = { kind: 'round-delete', id: R, queuedAt: 'x' };
const build = (...writes: QueuedWrite[]) => writes.reduce<QueuedWrite[]>(enqueue, []);

describe('enqueue: rounds', () => {
  it('keeps a round before its holes, each hole once, in the order first scored', () => {
    const q = build(round(), holeW(1, 3), holeW(2, 4), holeW(1, 2), holeW(3, 3));
    expect(q.map((w) => [w.kind, 'hole' in w ? w.hole : null])).toEqual([
      ['round', null],
      ['hole', 1],
      ['hole', 2],
      ['hole', 3],
    ]);
    // The edit of hole 1 replaced it in its place with the last strokes.
    expect(q[1]).toMatchObject({ body: { scores: [{ strokes: 2 }, { strokes: 3 }] } });
  });
  it('a finish replaces the queued round in its place, so no hole is sent before its round', () => {
    const q = build(round(), holeW(1, 3), round(roundBody({ finishedAt: '2026-11-28T11:00:00.000Z' })));
    expect(q.map((w) => w.kind)).toEqual(['round', 'hole']);
    expect(q[0]).toMatchObject({ body: { finishedAt: '2026-11-28T11:00:00.000Z' } });
  });
  it('a delete drops the round’s queued writes and is sent itself; other writes stay', () => {
    const q = build(throwPut, round(), holeW(1, 3), { kind: 'round-delete', id: R, queuedAt: at() });
    expect(q.map((w) => w.kind)).toEqual(['put', 'round-delete']);
    expect(waitingIds(q)).toEqual(new Set(['t1']));
  });
  it('a throw delete of the same id leaves round writes alone', () => {
    const q = build(round(undefined, 't1'), { kind: 'delete', id: 't1', queuedAt: at() });
    expect(q.map((w) => w.kind)).toEqual(['round', 'delete']);
  });
  it('a course delete drops its queued course and layouts', () => {
    const q = build(
      { kind: 'course', id: C, body: { name: 'A', place: '', position: null, visibility: 'private' }, queuedAt: at() },
      { kind: 'layout', id: L, courseId: C, body: { name: 'Gold', holes: holes(9) }, queuedAt: at() },
      round(),
      { kind: 'course-delete', id: C, queuedAt: at() },
    );
    expect(q.map((w) => w.kind)).toEqual(['round', 'course-delete']);
  });
  it('tells two holes of one round queued in the same millisecond apart', () => {
    const a: QueuedWrite = { kind: 'hole', id: R, hole: 1, body: score(3), queuedAt: 'x' };
    const b: QueuedWrite = { kind: 'hole', id: R, hole: 2, body: score(3), queuedAt: 'x' };
    expect(sameWrite(a, b)).toBe(false);
    expect(sameWrite(a, { ...a })).toBe(true);
  });
  it('says which lists a sent write changed', () => {
    expect(sentKindOf(holeW(1, 3))).toBe('rounds');
    expect(sentKindOf({ kind: 'layout-delete', id: L, courseId: C, queuedAt: 'x' })).toBe('courses');
    expect(sentKindOf(throwPut)).toBe('throws');
  });
});

describe('reads with the queue laid over', () => {
  const server: Round = {
    ...roundBody(),
    id: R,
    source: 'hyzer',
    updatedAt: 'x',
    scores: [{ hole: 1, scores: [{ player: 0, strokes: 5, penalty: 0, putts: null }], shots: [], updatedAt: 'x' }],
  };
  it('a round started offline is known from the queue alone, with its scores', () => {
    const r = roundWithQueue(undefined, build(round(), holeW(2, 2), holeW(1, 4)), R);
    expect(r?.guests).toEqual(['Sam']);
    expect(r?.scores.map((h) => [h.hole, h.scores[0]!.strokes])).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });
  it('a queued hole replaces the server’s; unknown rounds stay unknown; a delete hides', () => {
    expect(roundWithQueue(server, [holeW(1, 3)], R)?.scores[0]?.scores[0]?.strokes).toBe(3);
    expect(roundWithQueue(undefined, [holeW(1, 3)], R)).toBeUndefined();
    expect(roundWithQueue(server, [delRound], R)).toBeNull();
  });
  it('a replace with fewer holes drops the scores of the holes taken off', () => {
    const body = roundBody({ holes: holes(9) });
    const withTen = roundWithQueue(server, [holeW(10, 3)], R)!;
    expect(roundWithQueue(withTen, [round(body)], R)?.scores.map((h) => h.hole)).toEqual([1]);
  });
  it('the rounds list shows a round started offline with its totals, newest first', () => {
    const older: RoundListItem = {
      id: 'old',
      courseId: null,
      layoutId: null,
      courseName: 'X',
      layoutName: 'Y',
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T02:00:00.000Z',
      holeCount: 9,
      holesPlayed: 9,
      strokes: 30,
      toPar: 3,
    };
    const list = roundsWithQueue([older], build(round(), holeW(1, 2), holeW(2, 4), holeW(3, 3)));
    expect(list.map((r) => [r.id, r.holesPlayed, r.strokes, r.toPar])).toEqual([
      [R, 3, 9, 0],
      ['old', 9, 30, 3],
    ]);
    expect(waitingRoundIds(build(round(), holeW(1, 2)))).toEqual(new Set([R]));
    expect(roundsWithQueue(list, [delRound]).map((r) => r.id)).toEqual(['old']);
  });
  it('a course and its layout made offline show in the list and in full', () => {
    const q = build(
      { kind: 'course', id: C, body: { name: 'Birch', place: 'Turku', position: null, visibility: 'private' }, queuedAt: at() },
      { kind: 'layout', id: L, courseId: C, body: { name: 'Main', holes: holes(18) }, queuedAt: at() },
    );
    const list = coursesWithQueue(
      [{ id: 'z', name: 'Aspen', place: '', position: null, visibility: 'shared', mine: false, updatedAt: 'x', layouts: [] }],
      q,
    );
    expect(list.map((c) => [c.name, c.layouts.map((l) => [l.name, l.holeCount, l.par])])).toEqual([
      ['Aspen', []],
      ['Birch', [['Main', 18, 54]]],
    ]);
    expect(courseWithQueue(undefined, q, C)?.layouts[0]?.holes).toHaveLength(18);
    expect(courseWithQueue(undefined, [...q, delLayout], C)?.layouts).toEqual([]);
  });
});
