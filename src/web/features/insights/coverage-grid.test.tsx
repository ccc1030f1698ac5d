import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageGrid, type InsightDisc } from '../../../core/insights/insights';
import { CoverageGrid } from './coverage-grid';

const disc = (name: string, speed: number, turn: number | null, fade: number): InsightDisc => ({
  key: name,
  discId: name,
  name,
  brand: 'Acme',
  speed,
  glide: 4,
  turn,
  fade,
});

describe('CoverageGrid', () => {
  it('is a table with a row per speed band, the discs of each cell in its text, and empty cells marked', () => {
    const grid = coverageGrid([
      disc('Aviar', 2, 0, 1),
      disc('Luna', 3, 0, 1),
      disc('Firebird', 9, 0, 4),
      disc('Mystery', 7, null, 1),
    ]);
    render(<CoverageGrid grid={grid} />);
    const table = screen.getByRole('table', { name: /by speed band and stability/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    const putter = within(table).getByRole('row', { name: /Putter/ });
    expect(
      within(putter).getByRole('button', { name: '2 discs: Aviar, Luna' }),
    ).toBeInTheDocument();
    expect(within(putter).getAllByText('Empty')).toHaveLength(2);
    const fairway = within(table).getByRole('row', { name: /Fairway/ });
    expect(within(fairway).getByRole('button', { name: '1 disc: Firebird' })).toBeInTheDocument();
    expect(within(table).getAllByText('Empty')).toHaveLength(13);
    expect(
      screen.getByText(/Not on the grid \(flight numbers missing\): Mystery/),
    ).toBeInTheDocument();
  });
});
