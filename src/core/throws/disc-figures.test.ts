import { describe, expect, it } from 'vitest';
import { discFigures, discFiguresText, setApartText, throwsCounted } from './disc-figures';
import { summariseThrows, type SummedThrow } from './throw-summary';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
let n = 0;
const t = (over: Partial<SummedThrow>): SummedThrow => ({
  userDiscId: 'd1',
  throwType: 'backhand',
  effort: 'full',
  distanceFt: 300,
  finishFt: null,
  thrownAt: at(n++),
  ...over,
});
const feet = (x: number) => `${Math.round(x)} ft`;

describe("a disc's figures", () => {
  const log = [
    t({ distanceFt: 285 }),
    t({ distanceFt: 292 }),
    t({ distanceFt: 301 }),
    // A controlled throw into a headwind and a forehand: neither may move the median or the best.
    t({ distanceFt: 150, effort: 'controlled' }),
    t({ distanceFt: 420, effort: 'controlled' }),
    t({ distanceFt: 250, throwType: 'forehand' }),
    t({ userDiscId: 'd2', distanceFt: 500 }),
  ];
  const summary = summariseThrows(log);

  it('count only full-power throws of one type, as the chart does, the others apart', () => {
    const f = discFigures(summary.groups, 'd1', 'backhand');
    expect(f).toEqual({
      throwType: 'backhand',
      full: 3,
      medianFt: 292,
      bestFt: 301,
      controlled: 2,
      otherTypes: [{ throwType: 'forehand', throws: 1 }],
    });
    const chartGroup = summary.groups.find(
      (g) => g.userDiscId === 'd1' && g.throwType === 'backhand',
    );
    expect(f.medianFt).toBe(chartGroup!.medianFt);
    expect(throwsCounted(f)).toBe(6);
    expect(setApartText(f)).toBe('+2 controlled, 1 forehand');
    expect(discFiguresText(f, feet)).toBe(
      'Backhand, full power: 3 throws · median 292 ft · best 301 ft · +2 controlled, 1 forehand',
    );
  });

  it('differ from the mixed median of all the disc’s throws', () => {
    const mixed = summary.discs.find((d) => d.userDiscId === 'd1')!;
    expect(mixed.bestFt).toBe(420);
    expect(discFigures(summary.groups, 'd1', 'backhand').bestFt).toBe(301);
  });

  it('name the other type when the one asked for has only those throws', () => {
    const f = discFigures(summary.groups, 'd1', 'forehand');
    expect(f).toMatchObject({ full: 1, medianFt: 250, bestFt: 250, controlled: 0 });
    expect(f.otherTypes).toEqual([{ throwType: 'backhand', throws: 5 }]);
    expect(discFiguresText(f, feet)).toBe(
      'Forehand, full power: 1 throw · median 250 ft · best 250 ft · +5 backhand',
    );
  });

  it('say when no full-power throw of the type is logged', () => {
    const only = summariseThrows([t({ userDiscId: 'd3', effort: 'controlled', distanceFt: 200 })]);
    const f = discFigures(only.groups, 'd3', 'backhand');
    expect(f).toMatchObject({ full: 0, medianFt: null, bestFt: null, controlled: 1 });
    expect(discFiguresText(f, feet)).toBe('Backhand, full power: none yet · +1 controlled');
    expect(discFiguresText(discFigures(only.groups, 'nothing', 'backhand'), feet)).toBe(
      'No throws yet',
    );
  });
});
