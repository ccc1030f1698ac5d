import { describe, expect, it } from 'vitest';
import { prepareDisc } from './prepared-disc';
import type { SortDir, SortField, SortSpec } from './query';
import { comparatorFor, initialSortDir, sortPrepared, toggleSort } from './sort';
import { makeDisc, SAMPLE } from '../testing/catalogue-discs';

const order = (field: SortField, dir: SortDir) =>
  sortPrepared(SAMPLE.map(prepareDisc), { field, dir }).map((p) => p.disc.id);

describe('sortPrepared', () => {
  it.each<[SortField, SortDir, string[]]>([
    // 'Aero Ace' twice: tie broken by id
    ['name', 'asc', ['a1', 'a8', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']],
    ['name', 'desc', ['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1', 'a8']],
    // brand lowercased: acme, bright discs, cobalt (Cobalt and cobalt equal)
    ['brand', 'asc', ['a1', 'a3', 'a7', 'a2', 'a5', 'a8', 'a4', 'a6']],
    ['category', 'asc', ['a6', 'a2', 'a1', 'a8', 'a5', 'a3', 'a4', 'a7']],
    // null speed (a7) last in both directions
    ['speed', 'asc', ['a4', 'a6', 'a3', 'a2', 'a5', 'a1', 'a8', 'a7']],
    ['speed', 'desc', ['a1', 'a8', 'a5', 'a2', 'a3', 'a6', 'a4', 'a7']],
    ['glide', 'asc', ['a3', 'a6', 'a4', 'a5', 'a1', 'a8', 'a2', 'a7']],
    ['turn', 'asc', ['a5', 'a2', 'a1', 'a8', 'a3', 'a4', 'a6', 'a7']],
    ['fade', 'desc', ['a3', 'a1', 'a6', 'a2', 'a4', 'a5', 'a8', 'a7']],
    // stability = turn + fade: a5 -2.5, a2 -1, a8 -0.5, a4 1.05, a1 2, a3 6; a6, a7 missing → last
    ['stability', 'asc', ['a5', 'a2', 'a8', 'a4', 'a1', 'a3', 'a6', 'a7']],
    ['stability', 'desc', ['a3', 'a1', 'a4', 'a8', 'a2', 'a5', 'a6', 'a7']],
  ])('%s %s', (field, dir, ids) => {
    expect(order(field, dir)).toEqual(ids);
  });

  it('does not change its input', () => {
    const input = SAMPLE.map(prepareDisc);
    const before = input.map((p) => p.disc.id);
    sortPrepared(input, { field: 'speed', dir: 'desc' });
    expect(input.map((p) => p.disc.id)).toEqual(before);
  });

  it('is a total order: equal names fall back to name case, then id', () => {
    const a = prepareDisc(makeDisc({ id: 'b', name: 'ace' }));
    const b = prepareDisc(makeDisc({ id: 'a', name: 'Ace' }));
    const c = prepareDisc(makeDisc({ id: 'c', name: 'Ace' }));
    const cmp = comparatorFor({ field: 'speed', dir: 'asc' });
    expect([a, c, b].sort(cmp).map((p) => p.disc.id)).toEqual(['a', 'c', 'b']);
    expect(cmp(a, a)).toBe(0);
  });
});

describe('initialSortDir / toggleSort', () => {
  it.each<[SortField, SortDir]>([
    ['speed', 'desc'],
    ['glide', 'desc'],
    ['turn', 'desc'],
    ['fade', 'desc'],
    ['name', 'asc'],
    ['brand', 'asc'],
    ['category', 'asc'],
    ['stability', 'asc'],
  ])('a new %s sort starts %s', (field, dir) => {
    expect(initialSortDir(field)).toBe(dir);
  });

  it.each<[SortSpec, SortField, SortSpec]>([
    [{ field: 'name', dir: 'asc' }, 'name', { field: 'name', dir: 'desc' }],
    [{ field: 'name', dir: 'desc' }, 'name', { field: 'name', dir: 'asc' }],
    [{ field: 'name', dir: 'asc' }, 'speed', { field: 'speed', dir: 'desc' }],
    [{ field: 'speed', dir: 'asc' }, 'brand', { field: 'brand', dir: 'asc' }],
  ])('%j toggled on %s → %j', (current, field, next) => {
    expect(toggleSort(current, field)).toEqual(next);
  });
});
