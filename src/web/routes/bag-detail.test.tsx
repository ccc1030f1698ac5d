import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { bag, details, userDisc } from '../../core/testing/factories';
import BagPage from './bag-detail';
import { fakeMutation, fakeQuery } from '../testing/test-fakes';

const state = vi.hoisted(() => ({
  bags: [] as Bag[] | undefined,
  discs: [] as UserDisc[],
  remove: null as ReturnType<typeof fakeMutation> | null,
}));

vi.mock('../data/session', () => ({
  useSession: () => ({
    ready: true,
    user: { id: 'u1', email: 'a@example.com', displayName: null, photoURL: null },
  }),
}));
vi.mock('../data/use-bags', () => ({ useBags: () => fakeQuery(state.bags) }));
vi.mock('../data/use-user-discs', () => ({
  useUserDiscs: () => fakeQuery(state.discs),
  useRemoveDisc: () => state.remove,
  useUpdateDisc: () => fakeMutation(),
}));
vi.mock('../data/use-catalogue', () => ({ useCatalogue: () => fakeQuery([]) }));
vi.mock('../components/disc/disc-modal', () => ({
  DiscModal: ({ disc, open }: { disc: { name: string } | null; open: boolean }) =>
    open && disc ? <div role="dialog" aria-label={`Disc ${disc.name}`} /> : null,
}));
vi.mock('../components/charts/flight-chart', () => ({ FlightChart: () => <p>flight chart</p> }));
vi.mock('../components/charts/stability-chart', () => ({
  StabilityChart: () => <p>stability chart</p>,
}));

const DISCS = [
  userDisc(
    1,
    details({
      name: 'Aviar',
      brand: 'Innova',
      category: 'Putter',
      speed: 2,
      glide: 3,
      turn: 0,
      fade: 1,
    }),
  ),
  userDisc(
    2,
    details({
      name: 'Destroyer',
      brand: 'Innova',
      category: 'Distance Driver',
      speed: 12,
      glide: 5,
      turn: -1,
      fade: 3,
    }),
  ),
  userDisc(
    3,
    details({
      name: 'Buzzz',
      brand: 'Discraft',
      category: 'Midrange',
      speed: 5,
      glide: 4,
      turn: -1,
      fade: 1,
    }),
  ),
];

function renderAt(bagId: string) {
  return render(
    <MemoryRouter initialEntries={[`/bags/${bagId}`]}>
      <Routes>
        <Route path="/bags/:bagId" element={<BagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

beforeEach(() => {
  state.bags = [{ ...bag('b1', 'Main bag'), description: 'Everyday' }, bag('b2', 'Spare')];
  state.discs = [...DISCS, userDisc(4, details({ name: 'Roc3' }), { bagId: 'b2' })];
  state.remove = fakeMutation();
});

describe('bag detail', () => {
  it('shows Bag not found for an id that is not among the player bags', () => {
    renderAt('0193aaaa-0000-7000-8000-000000000000');
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(screen.getByText('Bag not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Bags/ })).toHaveAttribute('href', '/bags');
  });

  it('starts sorted by speed descending and lists only this bag', () => {
    renderAt('b1');
    expect(screen.getByRole('heading', { level: 1, name: 'Main bag' })).toBeInTheDocument();
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);
    expect(screen.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('toggles on the same column; a new text column starts ascending, a flight number descending', async () => {
    const user = userEvent.setup();
    renderAt('b1');
    await user.click(screen.getByRole('button', { name: 'Speed' }));
    expect(names()).toEqual(['Aviar', 'Buzzz', 'Destroyer']);
    expect(screen.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Disc' }));
    expect(names()).toEqual(['Aviar', 'Buzzz', 'Destroyer']);
    expect(screen.getByRole('columnheader', { name: /Disc/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Speed/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Disc' }));
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);

    await user.click(screen.getByRole('button', { name: 'Glide' }));
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);
    expect(screen.getByRole('columnheader', { name: /Glide/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks before removing a disc', async () => {
    const user = userEvent.setup();
    renderAt('b1');
    await user.click(screen.getByRole('button', { name: 'Remove Buzzz' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Remove Buzzz from your bag?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(state.remove!.mutate).toHaveBeenCalledWith(DISCS[2]!.id, expect.anything());
  });

  it('opens the read-only disc modal from a row', async () => {
    const user = userEvent.setup();
    renderAt('b1');
    await user.click(screen.getByRole('button', { name: 'Aviar' }));
    expect(screen.getByRole('dialog', { name: 'Disc Aviar' })).toBeInTheDocument();
  });

  it('shows the empty bag and missing-details messages', () => {
    state.discs = [userDisc(9, null, { bagId: 'b2' })];
    renderAt('b1');
    expect(screen.getByText('No discs in this bag')).toBeInTheDocument();
    renderAt('b2');
    expect(screen.getByText('Failed to load some disc details')).toBeInTheDocument();
  });
});
