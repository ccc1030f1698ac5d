import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Throw } from '../../../../core/schemas/throw';
import { summariseThrows, type ThrowSummary } from '../../../../core/throws/throw-summary';
import { details, userDisc } from '../../../../core/testing/factories';
import { forgetOutboxes, outboxState } from '../../../data/outbox';
import { fakeApi, PLAYER } from '../../../testing/api-handlers';
import { startApiServer } from '../../../testing/msw';
import { renderSignedIn } from '../../../testing/render-with-client';
import { Session } from './session';

const api = startApiServer();

const destroyer = userDisc(
  1,
  details({ name: 'Destroyer', speed: 12, glide: 5, turn: -1, fade: 3 }),
);
const buzzz = userDisc(2, details({ name: 'Buzzz', speed: 5, glide: 4, turn: -1, fade: 1 }));

const logged = (id: string, over: Partial<Throw>): Throw => ({
  id,
  userDiscId: destroyer.id,
  distanceFt: 300,
  throwType: 'backhand',
  effort: 'full',
  finishFt: null,
  release: null,
  note: '',
  thrownAt: '2026-11-20T10:00:00.000Z',
  measuredBy: 'typed',
  gpsAccuracyM: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The log the server holds: three full-power backhands, a controlled one and a forehand. */
const LOG = [
  logged('a0000000-0000-4000-8000-000000000001', { distanceFt: 285 }),
  logged('a0000000-0000-4000-8000-000000000002', { distanceFt: 292 }),
  logged('a0000000-0000-4000-8000-000000000003', { distanceFt: 301 }),
  logged('a0000000-0000-4000-8000-000000000004', { distanceFt: 410, effort: 'controlled' }),
  logged('a0000000-0000-4000-8000-000000000005', { distanceFt: 250, throwType: 'forehand' }),
];

describe('a field session', () => {
  /** The throws written: what waits in the player's outbox (decision 0031). */
  const puts = () =>
    outboxState(PLAYER.id).queue.flatMap((w) =>
      w.kind === 'put' ? [{ id: w.id, body: w.body }] : [],
    );
  let summary: ThrowSummary;
  beforeEach(() => {
    localStorage.clear();
    fakeApi(api, { discs: [destroyer, buzzz] });
    summary = summariseThrows(LOG);
    api.use(
      http.get('/api/throws/summary', () => HttpResponse.json(summary)),
      http.get('/api/throws/page', ({ request }) => {
        const disc = new URL(request.url).searchParams.get('userDiscId');
        return HttpResponse.json({ throws: LOG.filter((t) => t.userDiscId === disc), next: null });
      }),
      // The server cannot be reached: the writes stay in the outbox, where the test reads them.
      http.put('/api/throws/:id', () => HttpResponse.error()),
    );
  });
  afterEach(async () => {
    await act(() => forgetOutboxes());
    vi.restoreAllMocks();
  });

  const render = () =>
    renderSignedIn(
      <MemoryRouter>
        <Session userId={PLAYER.id} discs={[destroyer, buzzz]} summary={summary} />
      </MemoryRouter>,
    );

  it('states each disc’s full-power figures of one type, with the other throws apart', async () => {
    await render();
    const log = screen.getByRole('region', { name: 'Destroyer throws' });
    expect(within(log).getByTestId('disc-stats')).toHaveTextContent(
      'Backhand, full power: 3 throws · median 292 ft · best 301 ft · +1 controlled, 1 forehand',
    );
    expect(
      within(screen.getByRole('region', { name: 'Buzzz throws' })).getByTestId('disc-stats'),
    ).toHaveTextContent('No throws yet');
    // The forehand's figures once the player switches the session to Forehand.
    await userEvent.click(screen.getAllByRole('button', { name: 'Forehand' })[0]!);
    expect(within(log).getByTestId('disc-stats')).toHaveTextContent(
      'Forehand, full power: 1 throw · median 250 ft · best 250 ft · +4 backhand',
    );
  });

  it('logs a typed throw with its finish for the disc tapped, through the outbox', async () => {
    await render();
    const tap = screen.getByRole('button', { name: /^Buzzz/ });
    expect(tap).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Or type the distance (ft)'), '262');
    await userEvent.type(screen.getByLabelText(/Finish off the line/), '12');
    // The finish's side starts on Left, as in the edit dialog.
    expect(screen.getByRole('button', { name: 'Left', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Controlled' }));
    expect(screen.getByRole('heading', { name: 'Tap the disc you threw (262 ft)' })).toBeVisible();
    await userEvent.click(tap);
    expect(await screen.findByText('Buzzz: 262 ft logged')).toBeInTheDocument();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      userDiscId: buzzz.id,
      distanceFt: 262,
      finishFt: -12,
      effort: 'controlled',
      throwType: 'backhand',
      measuredBy: 'typed',
    });
    // The typed figures are cleared for the next throw; the choices stay.
    expect(screen.getByLabelText('Or type the distance (ft)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Controlled', pressed: true })).toBeInTheDocument();
  });

  it('refuses a distance it cannot log, with the range in the player’s unit', async () => {
    await render();
    await userEvent.type(screen.getByLabelText('Or type the distance (ft)'), '5000');
    expect(screen.getByText('Between 1 and 1200 ft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Destroyer/ })).toBeDisabled();
  });

  it('edits a throw in a dialog whose side defaults as the session’s', async () => {
    await render();
    const log = screen.getByRole('region', { name: 'Destroyer throws' });
    const edits = await within(log).findAllByRole('button', { name: /^Edit/ });
    await userEvent.click(edits[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit throw' });
    expect(within(dialog).getByRole('button', { name: 'Left', pressed: true })).toBeInTheDocument();
    const distance = within(dialog).getByLabelText('Distance (ft)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '299');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save throw' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ userDiscId: destroyer.id, distanceFt: 299 });
  });
});
