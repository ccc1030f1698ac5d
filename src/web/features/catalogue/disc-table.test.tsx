import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { DiscTable } from './disc-table';
import { renderWithClient } from '../../testing/render-with-client';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';

// The pictures read the player's discs (an own disc wears its copy's colour).
const api = startApiServer();
beforeEach(() => {
  fakeApi(api);
});

/** Made-up discs. */
const disc = (id: string, turn: number, fade: number, stability: string | null): Disc => ({
  id,
  name: `Disc ${id}`,
  brand: 'Acme',
  category: 'Putter',
  speed: 2,
  glide: 3,
  turn,
  fade,
  stability,
  pic: null,
  color: null,
  background_color: null,
  link: null,
});

const renderTable = (discs: Disc[]) =>
  renderWithClient(
    <DiscTable
      discs={discs}
      sort={{ field: 'name', dir: 'asc' }}
      onSort={vi.fn()}
      onOpen={vi.fn()}
    />,
  );

describe('DiscTable stability', () => {
  it("shows the source's label under the computed one where they differ, and explains it once", () => {
    renderTable([disc('a', -1, 3, 'Overstable'), disc('b', -1, 3, 'Stable')]);
    const [, rowA, rowB] = screen.getAllByRole('row');
    expect(within(rowA!).getByText(/source: Overstable/)).toBeInTheDocument();
    expect(rowA).toHaveTextContent('Stablesource: Overstable');
    expect(rowB).not.toHaveTextContent('source');
    expect(screen.getAllByText(/Hyzer rates stability from turn \+ fade/)).toHaveLength(1);
  });

  it('adds no note when every label agrees', () => {
    renderTable([disc('b', -1, 3, 'Stable'), disc('c', 0, 0, null)]);
    expect(screen.queryByText(/Hyzer rates stability/)).not.toBeInTheDocument();
  });
});
