import { describe, expect, it } from 'vitest';
import { summariseThrows, type SummedThrow } from '../throws/throw-summary';
import { testHole, testRound, testShot } from '../testing/rounds';
import { caddieDiscs } from './from-throws';
import { playerModel } from '../player/player-model';
import { evidence, lastTimesHere, rankTeeDiscs, type CaddieDisc } from './tee';

const teebird: CaddieDisc = {
  userDiscId: 'teebird',
  name: 'Teebird',
  distanceFt: 265,
  finishFt: -15,
  measuredThrows: 12,
};
const bag: CaddieDisc[] = [
  {
    userDiscId: 'destroyer',
    name: 'Destroyer',
    distanceFt: 340,
    finishFt: -30,
    measuredThrows: 12,
  },
  { userDiscId: 'leopard3', name: 'Leopard3', distanceFt: 250, finishFt: 4, measuredThrows: 0 },
  { userDiscId: 'buzzz', name: 'Buzzz', distanceFt: 232, finishFt: -6, measuredThrows: 9 },
  teebird,
  { userDiscId: 'aviar', name: 'Aviar', distanceFt: 180, finishFt: -5, measuredThrows: 20 },
];

describe('the discs for a hole', () => {
  it('puts a Teebird with 12 throws at about 265 ft first on a 280 ft hole, with its evidence', () => {
    const ranked = rankTeeDiscs(bag, { lengthFt: 280, shape: null }, 'feet');
    expect(ranked[0]!.disc.name).toBe('Teebird');
    expect(ranked[0]!.evidence).toBe(
      'Teebird: your median 265 ft over 12 full throws, finishes 15 ft left',
    );
    expect(ranked.map((s) => s.disc.name)).toEqual([
      'Teebird',
      'Leopard3',
      'Buzzz',
      'Destroyer',
      'Aviar',
    ]);
  });

  it('says a disc with too few throws is the model’s estimate, in the player’s unit', () => {
    const leopard = bag[1]!;
    expect(evidence(leopard, 'feet')).toBe('Leopard3: about 250 ft for your arm, not measured yet');
    expect(evidence(teebird, 'metres')).toBe(
      'Teebird: your median 81 m over 12 full throws, finishes 5 m left',
    );
    expect(
      evidence({ ...teebird, finishFt: 1, measuredThrows: 1, source: 'measured' }, 'feet'),
    ).toBe('Teebird: your median 265 ft over 1 full throw, finishes on the line');
  });

  it('prefers the disc that finishes the way the hole turns', () => {
    const hyzer = { ...teebird, userDiscId: 'h', name: 'Hyzer', finishFt: -25 };
    const flippy = { ...teebird, userDiscId: 'f', name: 'Flippy', finishFt: 20 };
    expect(
      rankTeeDiscs([hyzer, flippy], { lengthFt: 270, shape: 'right' }, 'feet')[0]!.disc.name,
    ).toBe('Flippy');
    expect(
      rankTeeDiscs([hyzer, flippy], { lengthFt: 270, shape: 'left' }, 'feet')[0]!.disc.name,
    ).toBe('Hyzer');
  });

  it('costs a modelled disc its uncertainty against a measured one as close', () => {
    const a = { ...teebird, distanceFt: 270, measuredThrows: 0 };
    const b = { ...teebird, userDiscId: 'b', name: 'B', distanceFt: 262 };
    expect(rankTeeDiscs([a, b], { lengthFt: 275, shape: null }, 'feet')[0]!.disc.name).toBe('B');
  });
});

describe('the caddie’s discs from the throw log and the arm', () => {
  it('measures a disc from 3 full-power throws of the type, and models the rest', () => {
    const throws: SummedThrow[] = [260, 265, 270, 262, 268].map((d, i) => ({
      userDiscId: 'teebird',
      throwType: 'backhand',
      effort: 'full',
      distanceFt: d,
      finishFt: -15,
      thrownAt: `2024-06-0${i + 1}T10:00:00.000Z`,
    }));
    throws.push({ ...throws[0]!, userDiscId: 'leopard3' });
    const discs = caddieDiscs(
      [
        {
          userDiscId: 'teebird',
          name: 'Teebird',
          flight: { speed: 7, glide: 5, turn: 0, fade: 2 },
        },
        {
          userDiscId: 'leopard3',
          name: 'Leopard3',
          flight: { speed: 7, glide: 5, turn: -2, fade: 1 },
        },
      ],
      summariseThrows(throws),
      { arm: { maxFeet: 350 }, throwType: 'backhand', handedness: 'righty' },
    );
    expect(discs[0]).toEqual({
      userDiscId: 'teebird',
      name: 'Teebird',
      distanceFt: 265,
      finishFt: -15,
      measuredThrows: 5,
      source: 'measured',
    });
    expect(discs[1]).toMatchObject({ source: 'modelled', measuredThrows: 0 });
    expect(discs[1]!.distanceFt).toBeGreaterThan(150);
  });

  it('keeps the model’s finish for a disc measured without a recorded finish, as the chart does', () => {
    const throws: SummedThrow[] = [280, 290, 300].map((d, i) => ({
      userDiscId: 'destroyer',
      throwType: 'backhand',
      effort: 'full',
      distanceFt: d,
      finishFt: null,
      thrownAt: `2024-06-0${i + 1}T10:00:00.000Z`,
    }));
    const thrower = { arm: { maxFeet: 350 }, throwType: 'backhand', handedness: 'righty' } as const;
    const flight = { speed: 12, glide: 5, turn: -1, fade: 3 };
    const summary = summariseThrows(throws);
    const [disc] = caddieDiscs(
      [{ userDiscId: 'destroyer', name: 'Destroyer', flight }],
      summary,
      thrower,
    );
    const model = playerModel({
      discs: [{ userDiscId: 'destroyer', flight }],
      summary,
      chosenArm: thrower.arm,
      handedness: 'righty',
      useThrows: true,
    }).flightOf('destroyer', 'backhand')!;
    expect(disc).toMatchObject({ source: 'measured', distanceFt: 290, measuredThrows: 3 });
    expect(disc!.finishFt).not.toBe(0);
    expect(disc!.finishFt).toBe(model.finishFt);
  });
});

describe('the last times on this hole', () => {
  it('lists the newest first with the tee disc and the score, leaving out the round in play', () => {
    const h = testHole('7', 3, 280);
    const play = (disc: string | null, strokes: number) => ({
      hole: h,
      strokes,
      shots: disc ? [testShot({ userDiscId: disc })] : [],
    });
    const rounds = [
      testRound('old', [play('buzzz', 4)], { startedAt: '2024-05-01T10:00:00.000Z' }),
      testRound('new', [play('teebird', 2)], { startedAt: '2024-06-01T10:00:00.000Z' }),
      testRound('plain', [play(null, 3)], { startedAt: '2024-05-15T10:00:00.000Z' }),
      testRound('elsewhere', [play('aviar', 3)], { layoutId: 'other' }),
      testRound('now', [play('aviar', 3)], { startedAt: '2024-07-01T10:00:00.000Z' }),
    ];
    const last = lastTimesHere(rounds, rounds[4]!, '7');
    expect(last.map((l) => [l.roundId, l.userDiscId, l.strokes, l.par])).toEqual([
      ['new', 'teebird', 2, 3],
      ['plain', null, 3, 3],
      ['old', 'buzzz', 4, 3],
    ]);
  });
});
