import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUND_LIST_PAGE, roundListCursor, type RoundListItem } from '../../core/schemas/round';
import { forgetOutboxes } from '../data/outbox';
import { fakeApi } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import RoundsPage from './rounds';

const api = startApiServer();

/** Finished rounds, newest first: one a day back from 2026-11-01. */
const history: RoundListItem[] = Array.from({ length: ROUND_LIST_PAGE + 3 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    courseId: null,
    layoutId: null,
    courseName: `Course ${i}`,
    layoutName: 'Main',
    startedAt: day,
    finishedAt: day,
    holeCount: 9,
    holesPlayed: 9,
    strokes: 27,
    toPar: 0,
  };
});

/** GET /api/rounds as the server answers it: a page of the newest, or those before a cursor. */
function listRoutes() {
  api.use(
    http.get('/api/rounds', ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      const from = before ? history.findIndex((r) => roundListCursor(r) === before) + 1 : 0;
      return HttpResponse.json(history.slice(from, from + ROUND_LIST_PAGE));
    }),
  );
}

beforeEach(() => fakeApi(api));
afterEach(() => forgetOutboxes());

describe('the rounds list', () => {
  it('shows the newest page, and the older rounds only when asked', async () => {
    listRoutes();
    await renderSignedIn(
      <MemoryRouter>
        <RoundsPage />
      </MemoryRouter>,
    );
    const finished = await screen.findByRole('region', { name: 'Finished' });
    expect(within(finished).getAllByRole('listitem')).toHaveLength(ROUND_LIST_PAGE);
    expect(screen.queryByText(`Course ${ROUND_LIST_PAGE}`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show older rounds' }));
    await waitFor(() =>
      expect(within(finished).getAllByRole('listitem')).toHaveLength(history.length),
    );
    expect(within(finished).getByText(`Course ${ROUND_LIST_PAGE + 2}`)).toBeTruthy();
    // A short page was the last: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show older rounds' })).toBeNull();
  });

  it('offers no older rounds when the newest page was not full', async () => {
    api.use(http.get('/api/rounds', () => HttpResponse.json(history.slice(0, 5))));
    await renderSignedIn(
      <MemoryRouter>
        <RoundsPage />
      </MemoryRouter>,
    );
    const finished = await screen.findByRole('region', { name: 'Finished' });
    expect(within(finished).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show older rounds' })).toBeNull();
  });
});
