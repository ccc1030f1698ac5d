import { describe, expect, it } from 'vitest';
import type { Throw } from '../../../../core/schemas/throw';
import { byDay, localDay } from './by-day';

const at = (y: number, m: number, d: number, h: number) => new Date(y, m, d, h).toISOString();
const t = (id: string, thrownAt: string): Throw => ({
  id,
  userDiscId: 'd1',
  distanceFt: 300,
  throwType: 'backhand',
  effort: 'full',
  finishFt: null,
  release: null,
  note: '',
  thrownAt,
  measuredBy: 'typed',
  gpsAccuracyM: null,
  createdAt: thrownAt,
  updatedAt: thrownAt,
});

describe('the throw history by day', () => {
  it('groups throws, newest first, by the local day they were thrown', () => {
    const days = byDay([
      t('c', at(2026, 10, 21, 9)),
      t('b', at(2026, 10, 20, 23)),
      t('a', at(2026, 10, 20, 1)),
    ]);
    expect(days.map((d) => [d.key, d.throws.map((x) => x.id)])).toEqual([
      ['2026-11-21', ['c']],
      ['2026-11-20', ['b', 'a']],
    ]);
    expect(days[1]!.label).toMatch(/20/);
    expect(localDay(at(2026, 0, 5, 0))).toBe('2026-01-05');
    expect(byDay([])).toEqual([]);
  });
});
