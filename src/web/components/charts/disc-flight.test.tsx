import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { modelFlight } from '../../../core/flight/flight-model';
import { formatDrift, formatLength } from '../../../core/flight/thrower';
import { armStore } from '../../lib/use-thrower';
import { throwsSource, userDisc } from '../../testing/test-discs';
import { DiscFlight } from './disc-flight';
import { MyThrowsContext, myThrowsStore } from './player-thrower';

const TEEBIRD: Disc = {
  id: 'tb', name: 'Teebird', brand: 'Innova', category: 'Fairway Driver', speed: 7, glide: 5,
  turn: 0, fade: 2, stability: null, pic: null, color: null, background_color: null, link: null,
}; // prettier-ignore

describe('DiscFlight', () => {
  afterEach(() => localStorage.clear());

  it("draws the disc's backhand and forehand for the stored arm, on opposite sides", () => {
    act(() => armStore.set('slow'));
    render(<DiscFlight disc={TEEBIRD} />);
    expect(screen.getAllByTestId('flight-path')).toHaveLength(2);
    for (const throwType of ['backhand', 'forehand'] as const) {
      const f = modelFlight(TEEBIRD, { arm: 'slow', throwType, handedness: 'righty' });
      const name = throwType === 'backhand' ? 'Backhand' : 'Forehand';
      expect(screen.getByText(`${name}:`).parentElement).toHaveTextContent(
        `${formatLength(f.distanceFeet, 'feet')}, lands ${formatDrift(f.driftFeet, 'feet')}`,
      );
    }
    expect(screen.getByText(/^Slow arm, right hand; change it/)).toBeInTheDocument();
    expect(screen.getByText(/Backhand:/).parentElement).toHaveTextContent('left');
    expect(screen.getByText(/Forehand:/).parentElement).toHaveTextContent('right');
  });

  it("flies the player's own flight numbers for their copy, and says so", () => {
    act(() => armStore.set('average'));
    const mine = { speed: 9, glide: 5, turn: -1, fade: 2 };
    render(<DiscFlight disc={TEEBIRD} userDiscId="ud-1" myFlight={mine} />);
    const f = modelFlight(
      { ...TEEBIRD, ...mine },
      {
        arm: 'average',
        throwType: 'backhand',
        handedness: 'righty',
      },
    );
    expect(screen.getByText('Backhand:').parentElement).toHaveTextContent(
      `${formatLength(f.distanceFeet, 'feet')}, lands ${formatDrift(f.driftFeet, 'feet')}`,
    );
    expect(screen.getByText(/Drawn with your flight numbers/)).toHaveTextContent(
      /Drawn with your flight numbers, 9 \/ 5 \/ -1 \/ 2\.$/,
    );
  });

  it('draws nothing for a disc without a speed', () => {
    const { container } = render(<DiscFlight disc={{ ...TEEBIRD, speed: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("one of the player's copies", () => {
    const source = throwsSource(
      [userDisc('ud-1', '#DC2626', { ...TEEBIRD, category: 'Fairway Driver' })],
      [
        {
          userDiscId: 'ud-1',
          throws: [
            [270, 25],
            [280, 25],
            [290, 25],
          ],
        },
      ],
    );
    const withThrows = (userDiscId?: string) => (
      <MyThrowsContext value={source}>
        <DiscFlight disc={TEEBIRD} userDiscId={userDiscId} />
      </MyThrowsContext>
    );

    it('flies the backhand to its logged throws, with a dot each, and models the forehand', () => {
      render(withThrows('ud-1'));
      expect(screen.getByText('Backhand:').parentElement).toHaveTextContent(
        '280 ft, lands 25 ft right' + 'measured, 3 throws',
      );
      expect(screen.getByText('Forehand:').parentElement).toHaveTextContent('modelled');
      expect(screen.getAllByTestId('landing-dot')).toHaveLength(3);
    });

    it('is modelled for another copy, and when "My throws" is switched off', () => {
      const { unmount } = render(withThrows('ud-2'));
      expect(screen.queryByTestId('landing-dot')).toBeNull();
      expect(screen.getByText('Backhand:').parentElement).not.toHaveTextContent('measured');
      unmount();
      act(() => myThrowsStore.set('off'));
      render(withThrows('ud-1'));
      expect(screen.queryByTestId('landing-dot')).toBeNull();
    });
  });
});
