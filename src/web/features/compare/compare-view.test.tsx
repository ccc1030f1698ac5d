import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Disc } from '../../../core/disc/types';
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
});
