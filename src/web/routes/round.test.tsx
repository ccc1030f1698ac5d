import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HoleScores, Round } from '../../core/schemas/round';
import { forgetOutboxes } from '../data/outbox';
import type * as Outbox from '../data/outbox';
import type { QueuedWrite } from '../data/outbox-rules';
import { fakeApi } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import RoundPage from './round';

/**
 * The device's store as slow as a phone's when asked: while `device.holding`, each write waits
 * in `device.waiting` until the test lets it through, in order; `device.queued` lists every write
 * in the order the screen queued it.
 */
const device = vi.hoisted(() => ({
  holding: false,
  waiting: [] as (() => void)[],
  queued: [] as unknown[],
}));
vi.mock('../data/outbox', async (actual) => {
  const real = await actual<typeof Outbox>();
  return {
    ...real,
    queueWrite: async (userId: string, write: QueuedWrite) => {
      device.queued.push(write);
      if (device.holding) await new Promise<void>((go) => device.waiting.push(go));
      return real.queueWrite(userId, write);
    },
  };
});
/** Lets the oldest waiting write through to the device. */
const storeNext = () => device.waiting.shift()!();

const api = startApiServer();
const ID = '00000000-0000-4000-8000-0000000000a1';
const hole = (label: string, par: number, lengthFt: number) => ({
  label,
  par,
  lengthFt,
  lengthUnit: 'ft' as const,
  shape: null,
  tee: null,
  basket: null,
  note: '',
});

let round: Round;

/** The round routes as the server answers them: the round, and each hole's PUT kept on it. */
function roundRoutes() {
  api.use(
    http.get('/api/rounds', () => HttpResponse.json([])),
    http.get('/api/rounds/:id', () => HttpResponse.json(round)),
    http.put('/api/rounds/:id/holes/:hole', async ({ request, params }) => {
      const body = (await request.json()) as Omit<HoleScores, 'hole' | 'updatedAt'>;
      const saved = { ...body, hole: Number(params.hole), updatedAt: 'now' };
      round = {
        ...round,
        scores: [...round.scores.filter((h) => h.hole !== saved.hole), saved].sort(
          (a, b) => a.hole - b.hole,
        ),
      };
      return HttpResponse.json(saved);
    }),
    http.put('/api/rounds/:id', async ({ request }) => {
      round = { ...round, ...((await request.json()) as Partial<Round>) };
      return HttpResponse.json(round);
    }),
  );
}

const writes = (path: string) =>
  api.calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.body);

async function renderRound() {
  const view = await renderSignedIn(
    <MemoryRouter initialEntries={[`/rounds/${ID}`]}>
      <Routes>
        <Route path="/rounds/:roundId" element={<RoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 2, name: /^Hole / });
  return view;
}

beforeEach(() => {
  localStorage.clear();
  device.holding = false;
  device.waiting = [];
  device.queued = [];
  round = {
    id: ID,
    courseId: null,
    layoutId: null,
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: [hole('1', 3, 300), hole('2', 4, 410), hole('3a', 3, 280)],
    guests: ['Sam'],
    bagId: null,
    startedAt: '2026-11-28T09:00:00.000Z',
    finishedAt: null,
    source: 'hyzer',
    scores: [
      {
        hole: 1,
        scores: [
          { player: 0, strokes: 2, penalty: 0, putts: null },
          { player: 1, strokes: 3, penalty: 0, putts: null },
        ],
        shots: [],
        updatedAt: 'x',
      },
    ],
    updatedAt: 'x',
  };
  fakeApi(api);
  roundRoutes();
});
afterEach(() => {
  vi.unstubAllGlobals();
  return forgetOutboxes();
});

describe('scoring a round', () => {
  it('opens at the first hole without a score, with its par, length and the total so far', async () => {
    await renderRound();
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 2' })).toBeInTheDocument();
    expect(screen.getByText(/Par 4/)).toHaveTextContent('Par 4 · 410 ft');
    expect(screen.getByTestId('running-total')).toHaveTextContent('You −1 thru 1');
    // Every card player starts at par.
    expect(screen.getByRole('status', { name: 'You: 4 strokes' })).toHaveTextContent('4');
    expect(screen.getByRole('status', { name: 'Sam: 4 strokes' })).toHaveTextContent('4');
  });

  it('writes the whole hole at each tap, through the outbox, and says it is saved', async () => {
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'One more strokes for You' }));
    expect(screen.getByRole('status', { name: 'You: 5 strokes' })).toBeInTheDocument();
    expect(await screen.findByText('Hole 2 saved on this device')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(`/api/rounds/${ID}/holes/2`)).toEqual([
        {
          scores: [
            { player: 0, strokes: 5, penalty: 0, putts: null },
            { player: 1, strokes: 4, penalty: 0, putts: null },
          ],
          shots: [],
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('running-total')).toHaveTextContent('You E thru 2'),
    );
  });

  it('keeps penalty and putts out of the way until asked for', async () => {
    const user = userEvent.setup();
    await renderRound();
    expect(screen.queryByRole('button', { name: 'One more putts for You' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Penalty and putts' }));
    await user.click(screen.getByRole('button', { name: 'One more putts for You' }));
    await waitFor(() =>
      expect(writes(`/api/rounds/${ID}/holes/2`).at(-1)).toMatchObject({
        scores: [{ player: 0, strokes: 4, penalty: 0, putts: 1 }, { player: 1 }],
      }),
    );
  });

  it('Next stores an untouched hole at par; ← goes back without writing; → goes on', async () => {
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'Next hole' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 3a' })).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(`/api/rounds/${ID}/holes/2`)).toEqual([
        {
          scores: [
            { player: 0, strokes: 4, penalty: 0, putts: null },
            { player: 1, strokes: 4, penalty: 0, putts: null },
          ],
          shots: [],
        },
      ]),
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 1' })).toBeInTheDocument();
    expect(writes(`/api/rounds/${ID}/holes/1`)).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 2' })).toBeInTheDocument();
  });

  it('shows the whole card on request, and a hole is reached from it', async () => {
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    const card = screen.getByRole('region', { name: 'Scorecard' });
    expect(within(card).getAllByRole('row')).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: 'Go to hole 3a' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Hole 3a' })).toBeInTheDocument();
  });

  it('finishes on the last hole after asking, then shows the summary', async () => {
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'Next hole' }));
    await user.click(screen.getByRole('button', { name: 'One fewer strokes for You' }));
    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish the round' });
    expect(dialog).toHaveTextContent('Every hole has your score.');
    await user.click(within(dialog).getByRole('button', { name: 'Finish round' }));
    expect(await screen.findByTestId('round-score')).toHaveTextContent('−2');
    expect(screen.getByText('Birdies').nextSibling).toHaveTextContent('2');
    // A layout never played before: its best holes are said against par, the hole's own.
    expect(screen.getByText('Hole 1').closest('li')).toHaveTextContent(
      /^Hole 1: 2 \(−1 against par\)$/,
    );
    await waitFor(() =>
      expect(writes(`/api/rounds/${ID}`).at(-1)).toMatchObject({ finishedAt: expect.any(String) }),
    );
  });

  it('saves a tap with the shot described just before it, while that shot is still being stored', async () => {
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'Describe your shots' }));
    device.holding = true;
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    await user.click(within(shot).getByRole('button', { name: 'Forehand' }));
    await user.click(screen.getByRole('button', { name: 'One more strokes for You' }));
    device.holding = false;
    while (device.waiting.length) storeNext();

    const described = expect.objectContaining({ throwType: 'forehand', effort: 'full' });
    const hole2 = device.queued.filter(
      (w) => (w as QueuedWrite).kind === 'hole' && (w as { hole: number }).hole === 2,
    );
    expect(hole2).toHaveLength(3);
    expect(hole2.at(-1)).toMatchObject({
      body: {
        scores: [
          { player: 0, strokes: 5, penalty: 0, putts: null },
          { player: 1, strokes: 4, penalty: 0, putts: null },
        ],
        shots: [described],
      },
    });
    await waitFor(() =>
      expect(writes(`/api/rounds/${ID}/holes/2`).at(-1)).toEqual({
        scores: [
          { player: 0, strokes: 5, penalty: 0, putts: null },
          { player: 1, strokes: 4, penalty: 0, putts: null },
        ],
        shots: [described],
      }),
    );
    // The shot stays described on the screen, with the tapped strokes.
    expect(screen.getByRole('status', { name: 'You: 5 strokes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Describe your shots (1)' })).toBeInTheDocument();
  });

  it('keeps a score tapped while the phone looks for a shot’s landing, and the landing with it', async () => {
    let answer!: (lat: number, lng: number) => void;
    const getCurrentPosition = vi.fn((ok: PositionCallback) => {
      answer = (latitude, longitude) =>
        ok({ coords: { latitude, longitude, accuracy: 4 } } as GeolocationPosition);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const tee = { lat: 60.2055, lng: 24.6559, accuracyM: 4 };
    round = { ...round, holes: round.holes.map((h) => (h.label === '2' ? { ...h, tee } : h)) };
    const user = userEvent.setup();
    await renderRound();
    await user.click(screen.getByRole('button', { name: 'Describe your shots' }));
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    await user.click(within(shot).getByRole('button', { name: 'Mark where it landed' }));
    await user.click(screen.getByRole('button', { name: 'One more strokes for You' }));
    answer(tee.lat + 0.0008, tee.lng);
    await waitFor(() => expect(within(shot).getByLabelText('Distance (ft)')).toHaveValue('292'));

    const last = device.queued.filter((w) => (w as QueuedWrite).kind === 'hole').at(-1);
    expect(last).toMatchObject({
      hole: 2,
      body: {
        scores: [
          { player: 0, strokes: 5 },
          { player: 1, strokes: 4 },
        ],
        shots: [expect.objectContaining({ distanceFt: 291.9 })],
      },
    });
    expect(screen.getByRole('status', { name: 'You: 5 strokes' })).toBeInTheDocument();
  });

  it('says the hole is saved only once its latest tap is stored', async () => {
    const user = userEvent.setup();
    await renderRound();
    device.holding = true;
    await user.click(screen.getByRole('button', { name: 'One more strokes for You' }));
    await user.click(screen.getByRole('button', { name: 'One more strokes for You' }));
    expect(screen.getByRole('status', { name: 'You: 6 strokes' })).toBeInTheDocument();
    await waitFor(() => expect(device.waiting).toHaveLength(2));
    // The first tap (5) stored: the screen shows it read back, and still waits for the second.
    storeNext();
    await waitFor(() =>
      expect(screen.getByTestId('running-total')).toHaveTextContent('You E thru 2'),
    );
    expect(screen.getByTestId('hole-status')).toHaveTextContent('Saving hole 2…');
    storeNext();
    expect(await screen.findByText('Hole 2 saved on this device')).toBeInTheDocument();
    expect(screen.getByTestId('running-total')).toHaveTextContent('You +1 thru 2');
  });
});
