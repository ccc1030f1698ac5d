/**
 * For every hand and throw, a chart with the player's measured throws draws them where they were
 * thrown, on the same side as the model of that hand and throw: the latest landings (dots), the
 * measured line and the spread oval are drawn by one rule, never one of them mirrored alone.
 */
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import type { Handedness } from '../../../core/flight/handedness';
import type { ThrowType } from '../../../core/flight/thrower';
import { handednessStore } from '../../lib/use-handedness';
import { throwStore } from '../../lib/use-thrower';
import { SEEDED_BAG, throwsSource, userDisc } from '../../testing/test-discs';
import { DiscFlight } from './disc-flight';
import { FlightChart } from './flight-chart';
import { MyThrowsContext } from './player-thrower';
import { pathEndX } from '../../testing/svg-path';

/** Where an overstable disc finishes, as the throw log stores it: left (−) or right (+) as seen. */
const FADE_SIDE: Record<Handedness, Record<ThrowType, -1 | 1>> = {
  // A right-hand backhand and a left-hand forehand fade left; the other two fade right.
  righty: { backhand: -1, forehand: 1 },
  lefty: { backhand: 1, forehand: -1 },
};

const [aviar, roc3] = [SEEDED_BAG[0]!, SEEDED_BAG[1]!];

/** Four throws of 250 to 280 ft, finishing 20 to 40 ft to `side`. */
const throwsTo = (side: number) =>
  [
    [250, side * 20],
    [260, side * 30],
    [270, side * 35],
    [280, side * 40],
  ] as const;

/** The side of the centre line (the tee) an x of the rendered chart lies on: −1 left, +1 right. */
function sideOf(x: number): number {
  const tee = screen.getByTestId('tee').querySelector('circle')!;
  return Math.sign(x - Number(tee.getAttribute('cx')));
}

/** The dots, the spread oval and the measured line of the one measured disc: each one's side. */
function measuredSides(): number[] {
  const dots = screen.getAllByTestId('landing-dot');
  expect(dots).toHaveLength(4);
  const measured = document.querySelectorAll('path[data-source="measured"]');
  expect(measured).toHaveLength(1);
  return [
    ...dots.map((dot) => sideOf(Number(dot.getAttribute('cx')))),
    sideOf(Number(screen.getByTestId('landing-spread').getAttribute('cx'))),
    sideOf(pathEndX(measured[0]!.getAttribute('d')!)),
  ];
}

describe('the player measured throws lie on the side they were thrown to, as the model does', () => {
  afterEach(() => localStorage.clear());

  for (const handedness of ['righty', 'lefty'] as const) {
    for (const throwType of ['backhand', 'forehand'] as const) {
      it(`FlightChart, ${handedness} ${throwType}: dots, measured line, spread oval, model`, () => {
        act(() => {
          handednessStore.set(handedness);
          throwStore.set(throwType);
        });
        const side = FADE_SIDE[handedness][throwType];
        // The Roc3 (5/4/0/3, overstable) is measured; the Aviar (turn 0, fade 1) is modelled.
        const source = throwsSource(SEEDED_BAG, [
          { userDiscId: roc3.id, throwType, throws: throwsTo(side) },
        ]);
        render(
          <MyThrowsContext value={source}>
            <FlightChart discs={SEEDED_BAG} handedness={handedness} />
          </MyThrowsContext>,
        );
        const aviarMark = screen.getByRole('img', {
          name: new RegExp(`^${aviar.discDetails!.name}:`),
        });
        const modelled = aviarMark.querySelector('path[data-source="modelled"]')!;
        expect(sideOf(pathEndX(modelled.getAttribute('d')!))).toBe(side);
        expect(measuredSides()).toEqual([side, side, side, side, side, side]);
      });
    }
  }

  const TEEBIRD: Disc = {
    id: 'tb', name: 'Teebird', brand: 'Innova', category: 'Fairway Driver', speed: 7, glide: 5,
    turn: 0, fade: 2, stability: null, pic: null, color: null, background_color: null, link: null,
  }; // prettier-ignore

  for (const handedness of ['righty', 'lefty'] as const) {
    for (const throwType of ['backhand', 'forehand'] as const) {
      it(`DiscFlight, ${handedness}, ${throwType} measured: its marks on its side, the other throw opposite`, () => {
        act(() => handednessStore.set(handedness));
        const side = FADE_SIDE[handedness][throwType];
        const source = throwsSource(
          [userDisc('ud-1', '#DC2626', TEEBIRD)],
          [{ userDiscId: 'ud-1', throwType, throws: throwsTo(side) }],
        );
        render(
          <MyThrowsContext value={source}>
            <DiscFlight disc={TEEBIRD} userDiscId="ud-1" />
          </MyThrowsContext>,
        );
        // The other throw type is modelled: a faded Teebird, on the other side.
        const modelled = document.querySelectorAll('path[data-source="modelled"]');
        expect(modelled).toHaveLength(1);
        expect(sideOf(pathEndX(modelled[0]!.getAttribute('d')!))).toBe(-side);
        expect(measuredSides()).toEqual([side, side, side, side, side, side]);
      });
    }
  }
});
