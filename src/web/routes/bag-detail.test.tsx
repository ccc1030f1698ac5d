import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bag, details, userDisc } from '../../core/testing/factories';
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import { roundStats } from '../../core/rounds/stats';
import { fakeApi, failing, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import BagPage from './bag-detail';

const api = startApiServer();
let server: FakeApiState;

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
  // The factory's disc is a Buzzz (Discraft midrange, 5 / 4 / -1 / 1).
  userDisc(3, details()),
];

function renderAt(bagId: string) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[`/bags/${bagId}`]}>
      <Routes>
        <Route path="/bags/:bagId" element={<BagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The page once the bag and its discs have arrived from the API. */
async function renderLoaded(bagId: string) {
  const view = await renderAt(bagId);
  await screen.findByRole('table');
  return view;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

beforeEach(() => {
  server = fakeApi(api, {
    bags: [{ ...bag('b1', 'Main bag'), description: 'Everyday' }, bag('b2', 'Spare')],
    discs: [...DISCS, userDisc(4, details({ name: 'Roc3' }), { bagId: 'b2' })],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('bag detail', () => {
  it('shows Bag not found for an id that is not among the player bags', async () => {
    await renderAt('0193aaaa-0000-7000-8000-000000000000');
    expect(await screen.findByText('Bag not found')).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Bags/ })).toHaveAttribute('href', '/bags');
  });

  it("shows a failed read's message with Retry after the quick retries; Retry brings the bag", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.use(failing('get', '/api/user-discs'));
    await renderAt('b1');
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(await screen.findByText('Failed to fetch discs. Please try again.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/user-discs')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    api.use(http.get('/api/user-discs', () => HttpResponse.json(server.discs)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);
    expect(screen.queryByText('Failed to fetch discs. Please try again.')).not.toBeInTheDocument();
  });

  it('starts sorted by speed descending and lists only this bag', async () => {
    await renderLoaded('b1');
    expect(screen.getByRole('heading', { level: 1, name: 'Main bag' })).toBeInTheDocument();
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);
    expect(screen.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('toggles on the same column; a new text column starts ascending, a flight number descending', async () => {
    const user = userEvent.setup();
    await renderLoaded('b1');
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

  it('asks before removing a disc, then drops it once the server has', async () => {
    const user = userEvent.setup();
    await renderLoaded('b1');
    await user.click(screen.getByRole('button', { name: 'More actions for Buzzz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove Buzzz' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Remove Buzzz from your bag?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toEqual(['Destroyer', 'Aviar']));
    const removes = api.calls.filter((c) => c.method === 'DELETE');
    expect(removes.map((c) => c.path)).toEqual([`/api/user-discs/${DISCS[2]!.id}`]);
    expect(server.discs.map((d) => d.id)).not.toContain(DISCS[2]!.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the disc and shows the message when removing it fails', async () => {
    const user = userEvent.setup();
    api.use(failing('delete', '/api/user-discs/:id'));
    await renderLoaded('b1');
    await user.click(screen.getByRole('button', { name: 'More actions for Buzzz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove Buzzz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove disc. Please try again.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(names()).toEqual(['Destroyer', 'Buzzz', 'Aviar']);
  });

  it('opens the read-only disc modal from a row', async () => {
    // The modal asks what the disc is worth to the player's score: a player with no rounds.
    const noRounds: RoundStatsAnswer = { ...roundStats([]), discs: [] };
    api.use(http.get('/api/rounds/stats', () => HttpResponse.json(noRounds)));
    const user = userEvent.setup();
    await renderLoaded('b1');
    await user.click(screen.getByRole('button', { name: 'Aviar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aviar' });
    expect(dialog).toHaveTextContent('Speed2Glide3Turn0Fade1');
    expect(within(dialog).queryByRole('button', { name: 'Add to Bag' })).not.toBeInTheDocument();
  });

  it('shows the empty bag and missing-details messages', async () => {
    server.discs = [userDisc(9, null, { bagId: 'b2' })];
    const first = await renderAt('b1');
    expect(await screen.findByText('No discs in this bag')).toBeInTheDocument();
    first.unmount();
    await renderAt('b2');
    expect(await screen.findByText('Failed to load some disc details')).toBeInTheDocument();
  });
});
