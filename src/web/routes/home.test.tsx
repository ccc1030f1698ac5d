import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bag, details, userDisc } from '../../core/testing/factories';
import { fakeApi, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import HomePage, { type HomePageProps } from './home';

const api = startApiServer();
let server: FakeApiState;

const DISCS = [
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

/** The dashboard once the bags and discs have arrived from the API. */
async function renderHome(computeStats?: HomePageProps['computeStats']) {
  const view = await renderSignedIn(
    <MemoryRouter>
      <HomePage computeStats={computeStats} />
    </MemoryRouter>,
  );
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: 'Your Collection' }) ??
        screen.queryByText('Failed to calculate dashboard statistics.'),
    ).toBeInTheDocument(),
  );
  return view;
}

beforeEach(() => {
  server = fakeApi(api, { bags: [bag('b1', 'Main'), bag('b2', 'Field work')], discs: DISCS });
});

describe('dashboard', () => {
  it('shows the default name, an initial and the email', async () => {
    server.bags = [];
    server.discs = [];
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Disc Golfer' })).toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
    expect(screen.getByText('ace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Discs' })).toHaveAttribute('href', '/discs');
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'My Bags',
      'Disc Search',
      'Start a round',
      '+Create New Bag',
    ]);
    expect(actions.getByRole('link', { name: 'Start a round' })).toHaveAttribute(
      'href',
      '/rounds/new',
    );
  });

  it('counts the collection, the top brand and the disc types of a seeded set', async () => {
    await renderHome();
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
    await renderHome();
    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('button')[0]!.textContent)).toEqual([
      'Teebird',
      'Buzzz',
      'Wraith',
      'Destroyer',
    ]);
    expect(within(rows[1]!).getByText('Field work')).toBeInTheDocument();
    // The colour's column on a wide screen, its dot beside the name on a phone.
    expect(within(rows[1]!).getAllByText('Red')).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'View Bag' })).toHaveAttribute(
      'href',
      '/bags/b2',
    );
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Teebird' }));
    const dialog = screen.getByRole('dialog', { name: 'Teebird' });
    expect(within(dialog).getByRole('button', { name: 'Add to Bag' })).toBeInTheDocument();
  });

  it('sums up each bag’s roles without waiting for the catalogue', async () => {
    api.use(
      http.get('/api/catalog', async () => {
        await delay('infinite');
      }),
    );
    await renderHome();
    const summary = within(screen.getByRole('region', { name: 'Bag Insights' }));
    const main = summary.getByRole('link', { name: 'Main insights' }).closest('li')!;
    const field = summary.getByRole('link', { name: 'Field work insights' }).closest('li')!;
    // Main holds two distance drivers and a control driver; Field work one midrange.
    expect(within(main).getByText(/of \d+ roles/)).toHaveTextContent('2 of 8 roles');
    expect(within(field).getByText(/of \d+ roles/)).toHaveTextContent('1 of 8 roles');
    expect(field).toHaveTextContent(/Missing: Putter, .* and 4 more\./);
  });

  it('reports a failure to compute the statistics', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderHome(() => {
      throw new Error('boom');
    });
    expect(screen.getByText('Failed to calculate dashboard statistics.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Collection' })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
