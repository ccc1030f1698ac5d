import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { throwsSource, userDisc } from '../../testing/test-discs';
import { MyThrowsContext } from '../../components/charts/player-thrower';
import { CompareView } from './compare-view';

const disc = (id: string, name: string, speed: number, glide: number, turn: number, fade: number): Disc => ({
  id, name, brand: 'Innova', category: 'Driver', speed, glide, turn, fade,
  stability: null, pic: null, color: null, background_color: null, link: null,
}); // prettier-ignore

describe('CompareView', () => {
  afterEach(() => localStorage.clear());
  const discs = [disc('d', 'Destroyer', 12, 5, -1, 3), disc('t', 'Teebird', 7, 5, 0, 2)];

  it('shows the numbers side by side, one path each and the differences in words', async () => {
    const onRemove = vi.fn();
    render(<CompareView discs={discs} onRemove={onRemove} />);
    const table = screen.getByTestId('compare-numbers');
    expect(within(table).getByRole('row', { name: /^Turn/ })).toHaveTextContent('Turn-10');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['DestroyerRemove Destroyer', 'TeebirdRemove Teebird']);
    expect(screen.getAllByTestId('flight-path')).toHaveLength(2);
    expect(screen.getByTestId('compare-words')).toHaveTextContent(
      /^Teebird: \d+ ft shorter, finishes/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Teebird' }));
    expect(onRemove).toHaveBeenCalledWith('t');
  });

  it("flies one of the player's discs to where their logged throws land, and says which are measured", () => {
    const source = throwsSource(
      [userDisc('ud-1', '#DC2626', { name: 'Destroyer', brand: 'Innova', category: 'Driver', speed: 12, glide: 5, turn: -1, fade: 3 })],
      [{ userDiscId: 'ud-1', throws: [[325, -40], [330, -40], [330, -40], [340, -40]] }],
    ); // prettier-ignore
    const mine = [{ ...discs[0]!, id: 'd~ud-1' }, discs[1]!];
    render(
      <MyThrowsContext value={source}>
        <CompareView discs={mine} onRemove={() => undefined} />
      </MyThrowsContext>,
    );
    const table = screen.getByTestId('compare-numbers');
    expect(within(table).getByRole('row', { name: /^Distance/ })).toHaveTextContent(
      /^Distance330 ft/,
    );
    expect(within(table).getByRole('row', { name: /^Lands/ })).toHaveTextContent(
      /^Lands40 ft left/,
    );
    expect(within(table).getByRole('row', { name: /^Source/ })).toHaveTextContent(
      'SourceMeasured (4 throws)Modelled',
    );
    expect(
      screen.getByText(/Measured from your throws \(solid lines\): Destroyer \(4\)/),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('landing-dot')).toHaveLength(4);
  });

  it('draws the modelled flight of a disc the player has not thrown enough', () => {
    render(
      <MyThrowsContext value={throwsSource([], [])}>
        <CompareView discs={[{ ...discs[0]!, id: 'd~ud-1' }]} onRemove={() => undefined} />
      </MyThrowsContext>,
    );
    expect(screen.queryByRole('row', { name: /^Source/ })).toBeNull();
    expect(screen.queryByTestId('landing-dot')).toBeNull();
  });
});
