import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { modelFlight } from '../../../core/flight/flight-model';
import { formatDrift, formatLength } from '../../../core/flight/thrower';
import { armStore } from '../../lib/use-thrower';
import { DiscFlight } from './disc-flight';

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

  it('draws nothing for a disc without a speed', () => {
    const { container } = render(<DiscFlight disc={{ ...TEEBIRD, speed: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
