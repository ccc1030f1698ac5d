import { describe, expect, it } from 'vitest';
import type { FlightNumbers } from '../disc/types';
import { modelFlight } from '../flight/flight-model';
import { roleCoverage, type InsightDisc } from '../insights/insights';
import { summariseThrows, type SummedThrow } from '../throws/throw-summary';
import {
  longestMeasured,
  playedFlights,
  playerModel,
  turnsOver,
  type PlayerModelInput,
} from './player-model';

const DESTROYER: FlightNumbers = { speed: 12, glide: 5, turn: -1, fade: 3 };
const TEEBIRD: FlightNumbers = { speed: 7, glide: 5, turn: 0, fade: 2 };
const LEOPARD: FlightNumbers = { speed: 6, glide: 5, turn: -2, fade: 1 };
const BUZZZ: FlightNumbers = { speed: 5, glide: 4, turn: -1, fade: 1 };

const hour = (n: number) => new Date(Date.UTC(2026, 3, 1) + n * 3_600_000).toISOString();
let clock = 0;
const th = (userDiscId: string, distanceFt: number, over: Partial<SummedThrow> = {}) => ({
  userDiscId,
  throwType: 'backhand' as const,
  effort: 'full' as const,
  distanceFt,
  finishFt: null,
  thrownAt: hour(clock++),
  ...over,
});

const discs = [
  { userDiscId: 'destroyer', flight: DESTROYER },
  { userDiscId: 'teebird', flight: TEEBIRD },
  { userDiscId: 'leopard', flight: LEOPARD },
  { userDiscId: 'buzzz', flight: BUZZZ },
  { userDiscId: 'unknown', flight: null },
];

const model = (log: SummedThrow[], over: Partial<PlayerModelInput> = {}) =>
  playerModel({
    discs,
    summary: summariseThrows(log),
    chosenArm: 'average',
    handedness: 'righty',
    useThrows: true,
    ...over,
  });

describe('one model of the player', () => {
  it('keeps the model’s finish for a disc measured without a recorded finish', () => {
    const m = model([th('destroyer', 285), th('destroyer', 292), th('destroyer', 301)]);
    const f = m.flightOf('destroyer', 'backhand')!;
    expect(f).toMatchObject({ source: 'measured', distanceFt: 292, measuredThrows: 3 });
    expect(f.finishSource).toBe('modelled');
    expect(f.finishThrows).toBe(0);
    // Not "centre": the model's finish for the same arm.
    const arm = m.arms.backhand;
    const drawn = modelFlight(DESTROYER, {
      arm: arm.arm,
      throwType: 'backhand',
      handedness: 'righty',
    });
    expect(f.finishFt).toBeCloseTo(drawn.driftFeet, 6);
    expect(f.finishFt).toBeLessThan(-5);
  });

  it('uses the recorded finishes where throws have them', () => {
    const m = model([
      th('destroyer', 285, { finishFt: -20 }),
      th('destroyer', 292),
      th('destroyer', 301, { finishFt: -24 }),
    ]);
    const f = m.flightOf('destroyer', 'backhand')!;
    expect(f).toMatchObject({ finishSource: 'measured', finishFt: -22, finishThrows: 2 });
  });

  it('gives the full-power one-type median when throw types and efforts are mixed', () => {
    const m = model([
      th('teebird', 250),
      th('teebird', 260),
      th('teebird', 270),
      th('teebird', 200, { throwType: 'forehand' }),
      th('teebird', 120, { effort: 'controlled' }),
      th('teebird', 400, { effort: 'controlled' }),
    ]);
    const back = m.flightOf('teebird', 'backhand')!;
    expect(back).toMatchObject({ distanceFt: 260, measuredThrows: 3, bestFt: 270, otherThrows: 2 });
    // One forehand is not enough to measure the forehand: it stays modelled.
    const fore = m.flightOf('teebird', 'forehand')!;
    expect(fore.source).toBe('modelled');
    expect(fore.measuredThrows).toBe(0);
    expect(fore.distanceFt).toBeCloseTo(fore.modelDistanceFt, 6);
  });

  it('never fits an arm shorter than the longest measured disc', () => {
    // Many short Destroyers pull the fit below the median of a Buzzz thrown far.
    const log = [
      ...[330, 335, 340].map((d) => th('buzzz', d)),
      ...[240, 245, 248, 250, 252, 255, 260, 250, 250, 250].map((d) => th('destroyer', d)),
    ];
    const m = model(log);
    const longest = longestMeasured(m)!;
    expect(longest.userDiscId).toBe('buzzz');
    expect(m.arms.backhand.source).toBe('fitted');
    expect(m.arms.backhand.maxFeet).toBeGreaterThanOrEqual(longest.distanceFt);
    expect(m.arms.backhand.raisedToLongest).toBe(true);
    // Every modelled disc is drawn with that arm.
    const teebird = m.flightOf('teebird', 'backhand')!;
    const drawn = modelFlight(TEEBIRD, {
      arm: { maxFeet: m.arms.backhand.maxFeet },
      throwType: 'backhand',
      handedness: 'righty',
    });
    expect(teebird.distanceFt).toBeCloseTo(drawn.distanceFeet, 6);
    expect(m.arms.backhand.throws).toBe(13);
  });

  it('models every disc with the chosen arm when there are no throws, or when My throws is off', () => {
    for (const m of [
      model([]),
      model([th('destroyer', 292), th('destroyer', 292), th('destroyer', 292)], {
        useThrows: false,
      }),
    ]) {
      expect(m.arms.backhand).toMatchObject({ source: 'chosen', arm: 'average', throws: 0 });
      expect(m.flights.every((f) => f.source === 'modelled')).toBe(true);
      expect(m.flightOf('unknown', 'backhand')).toBeUndefined();
    }
  });
});

describe('roles from the discs as they fly for the player', () => {
  const insight = (key: string, name: string, n: FlightNumbers): InsightDisc => ({
    key,
    discId: `cat-${key}`,
    name,
    brand: 'Innova',
    ...n,
  });
  const bag = [
    insight('destroyer', 'Destroyer', DESTROYER),
    insight('leopard', 'Leopard', LEOPARD),
    insight('buzzz', 'Buzzz', BUZZZ),
  ];
  const roleOf = (cov: ReturnType<typeof roleCoverage>, id: string) =>
    cov.covered.find((c) => c.role.id === id);

  it('finds a turnover disc by its fitted flight (a Leopard the player turns over)', () => {
    expect(roleOf(roleCoverage(bag, 'slow'), 'understable-fairway')).toBeUndefined();
    const m = model([...[285, 292, 301].map((d) => th('destroyer', d))]);
    const leopard = m.flightOf('leopard', 'backhand')!;
    expect(leopard.source).toBe('modelled');
    expect(turnsOver(leopard, 'righty')).toBe(true);
    const cov = roleCoverage(bag, 'slow', playedFlights(m));
    const role = roleOf(cov, 'understable-fairway')!;
    expect(role.discs.map((d) => d.name)).toEqual(['Leopard']);
    expect(role.reason).toContain('Leopard (modelled for your arm)');
  });

  it('finds a turnover disc by its measured finish, and the longest measured disc as max distance', () => {
    const m = model([
      ...[285, 292, 301].map((d) => th('destroyer', d)),
      ...[240, 250, 260].map((d) => th('leopard', d, { finishFt: 30 })),
    ]);
    const cov = roleCoverage(bag, 'slow', playedFlights(m));
    expect(roleOf(cov, 'understable-fairway')!.reason).toContain(
      'Leopard (measured from 3 throws)',
    );
    const max = roleOf(cov, 'max-distance')!;
    expect(max.discs.map((d) => d.name)).toEqual(['Destroyer']);
    expect(max.reason).toContain('your longest measured disc');
  });

  it('does not call a disc that finishes on the fade side a turnover, nor mirror it wrongly for a lefty', () => {
    const m = model([...[240, 250, 260].map((d) => th('leopard', d, { finishFt: -30 }))]);
    expect(turnsOver(m.flightOf('leopard', 'backhand')!, 'righty')).toBe(false);
    const lefty = model([...[240, 250, 260].map((d) => th('leopard', d, { finishFt: -30 }))], {
      handedness: 'lefty',
    });
    expect(turnsOver(lefty.flightOf('leopard', 'backhand')!, 'lefty')).toBe(true);
    expect(playedFlights(m).turnsOver.has('leopard')).toBe(false);
  });

  it('keeps the catalogue rules for a player without throws', () => {
    const cov = roleCoverage(bag, 'average', playedFlights(model([])));
    // Modelled for the average arm the Leopard still turns over; nothing is measured.
    expect(roleOf(cov, 'understable-fairway')!.reason).toContain('modelled for your arm');
    expect(roleOf(cov, 'max-distance')!.reason).not.toContain('measured');
  });
});
