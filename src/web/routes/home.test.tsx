import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { bag, details, userDisc } from '../../core/testing/factories';
import type * as DashboardModule from '../../core/stats/dashboard';
import HomePage from './home';
import { fakeQuery } from '../testing/test-fakes';

const state = vi.hoisted(() => ({
  bags: [] as Bag[] | undefined,
  discs: [] as UserDisc[],
  statsThrow: false,
  user: { id: 'u1', email: 'ace@example.com', displayName: null as string | null, photoURL: null },
}));

vi.mock('../../core/stats/dashboard', async (importOriginal) => {
  const real = await importOriginal<typeof DashboardModule>();
  return {
    ...real,
    dashboardStats: (...args: Parameters<typeof real.dashboardStats>) => {
      if (state.statsThrow) throw new Error('boom');
      return real.dashboardStats(...args);
    },
  };
});
vi.mock('../data/session', () => ({ useSession: () => ({ user: state.user, ready: true }) }));
vi.mock('../data/use-bags', () => ({ useBags: () => fakeQuery(state.bags) }));
vi.mock('../data/use-user-discs', () => ({ useUserDiscs: () => fakeQuery(state.discs) }));
vi.mock('../data/use-catalogue', () => ({ useCatalogue: () => fakeQuery([]) }));
vi.mock('../components/disc/disc-modal', () => ({
  DiscModal: ({ disc, open }: { disc: { name: string } | null; open: boolean }) =>
    open && disc ? <div role="dialog" aria-label={`Disc ${disc.name}`} /> : null,
}));

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(() => {
  state.statsThrow = false;
  state.user = { id: 'u1', email: 'ace@example.com', displayName: null, photoURL: null };
  state.bags = [bag('b1', 'Main'), bag('b2', 'Field work')];
  state.discs = [
    userDisc(
      1,
      details({
        name: 'Destroyer',
        brand: 'Innova',
        category: 'Distance Driver',
        turn: 0,
        fade: 3,
      }),
    ),
    userDisc(
      2,
      details({ name: 'Wraith', brand: 'Innova', category: 'Distance Driver', turn: -1, fade: 2 }),
    ),
    userDisc(
      3,
      details({ name: 'Buzzz', brand: 'Discraft', category: 'Midrange', turn: -1, fade: 1 }),
      {
        bagId: 'b2',
        color: '#EF4444',
      },
    ),
    userDisc(
      4,
      details({ name: 'Teebird', brand: 'Innova', category: 'Control Driver', turn: 0, fade: 2 }),
    ),
  ];
});

describe('dashboard', () => {
  it('shows the default name, an initial and the email', () => {
    state.bags = [];
    state.discs = [];
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Disc Golfer' })).toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
    expect(screen.getByText('ace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Discs' })).toHaveAttribute('href', '/discs');
  });

  it('counts the collection, the top brand and the disc types of a seeded set', () => {
    renderHome();
    const collection = within(screen.getByRole('region', { name: 'Your Collection' }));
    expect(collection.getByText('Bags').nextSibling).toHaveTextContent('2');
    expect(collection.getByText('Discs').nextSibling).toHaveTextContent('4');
    expect(collection.getByText('Top Brand').nextSibling).toHaveTextContent('Innova');

    const distance = within(screen.getByTestId('disc-type-distance'));
    expect(distance.getByText('Distance Drivers')).toBeInTheDocument();
    expect(distance.getByText(/· 50%/)).toBeInTheDocument();
    expect(distance.getByText('OS 1 · S 1 · US 0')).toBeInTheDocument();
    expect(within(screen.getByTestId('disc-type-approach')).getByText(/· 0%/)).toBeInTheDocument();
    expect(within(screen.getByTestId('disc-type-control')).getByText(/· 25%/)).toBeInTheDocument();
  });

  it('lists the newest discs first with their bag, colour and a View Bag link', async () => {
    renderHome();
    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('button')[0]!.textContent)).toEqual([
      'Teebird',
      'Buzzz',
      'Wraith',
      'Destroyer',
    ]);
    expect(within(rows[1]!).getByText('Field work')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Red')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View Bag' })).toHaveAttribute(
      'href',
      '/bags/b2',
    );
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Teebird' }));
    expect(screen.getByRole('dialog', { name: 'Disc Teebird' })).toBeInTheDocument();
  });

  it('reports a failure to compute the statistics', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    state.statsThrow = true;
    renderHome();
    expect(screen.getByText('Failed to calculate dashboard statistics.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Collection' })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
