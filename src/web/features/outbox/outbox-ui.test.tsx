import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keys } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYER_CHANGED_CODE,
  PLAYER_CHANGED_MESSAGE,
  PLAYER_HEADER,
} from '../../../core/api/player-header';
import { THROW_DISC_GONE, type PutThrowInput } from '../../../core/schemas/throw';
import { forgetOutboxes, queueWrite } from '../../data/outbox';
import { useLogin, useLogout, useSession } from '../../data/session';
import { fakeApi, PLAYER, type FakeApiState } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderWithClient } from '../../testing/render-with-client';
import { OutboxNotice } from './outbox-notice';
import { HeldChangesDialog, useGuardedLogout } from './unsent-changes-dialog';

const api = startApiServer();
const OTHER = { id: 'u2', email: 'other@example.com', name: '', image: null };

const body = (distanceFt: number): PutThrowInput => ({
  userDiscId: 'd1',
  distanceFt,
  throwType: 'backhand',
  effort: 'full',
  thrownAt: '2026-11-27T01:00:00.000Z',
  measuredBy: 'typed',
});

/**
 * The throw route as the server answers it: no session 401, a request naming another player than
 * the session's 412, no connection while `reach` says so; else the throw is kept, with whose it is.
 */
function throwRoute(state: FakeApiState) {
  const saved: { player: string; id: string; named: string | null }[] = [];
  const route = { reach: 'online' as 'online' | 'offline' | 'disc-gone', saved };
  api.use(
    http.put('/api/throws/:id', ({ request, params }) => {
      const named = request.headers.get(PLAYER_HEADER);
      if (route.reach === 'offline') return HttpResponse.error();
      if (!state.user) {
        return HttpResponse.json(
          { error: { code: 'unauthenticated', message: 'x' } },
          { status: 401 },
        );
      }
      if (named !== null && named !== state.user.id) {
        return HttpResponse.json(
          { error: { code: PLAYER_CHANGED_CODE, message: PLAYER_CHANGED_MESSAGE } },
          { status: 412 },
        );
      }
      if (route.reach === 'disc-gone') {
        return HttpResponse.json(
          { error: { code: 'not_found', message: THROW_DISC_GONE } },
          { status: 404 },
        );
      }
      saved.push({ player: state.user.id, id: String(params.id), named });
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return route;
}

/** The shell as far as the outbox goes: the notice and Logout when signed in, else the login. */
function Shell() {
  const { user, ready } = useSession();
  const login = useLogin();
  const logout = useLogout();
  const guarded = useGuardedLogout(user?.id ?? null, () => logout.mutate());
  if (!ready) return <p>Loading…</p>;
  if (!user) {
    return (
      <>
        <button onClick={() => login.mutate({ email: PLAYER.email, password: 'pw' })}>
          Log in
        </button>
        <HeldChangesDialog />
      </>
    );
  }
  return (
    <>
      <p>Signed in as {user.email}</p>
      <OutboxNotice userId={user.id} />
      <button onClick={guarded.requestLogout}>Logout</button>
      {guarded.dialog}
    </>
  );
}

const outboxKeys = async () =>
  (await keys()).filter((k) => typeof k === 'string' && k.startsWith('hyzer-outbox'));
const put = (id: string, ft: number) =>
  queueWrite(PLAYER.id, { kind: 'put', id, body: body(ft), queuedAt: new Date().toISOString() });

describe('the outbox bound to its player', () => {
  let state: FakeApiState;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state = fakeApi(api);
  });
  afterEach(async () => {
    await act(() => forgetOutboxes());
    vi.restoreAllMocks();
  });

  it('says how many changes wait, and sends them under their player once back', async () => {
    const route = throwRoute(state);
    route.reach = 'offline';
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    await act(() => put('t2', 310));
    expect(await screen.findByTestId('outbox-count')).toHaveTextContent(
      '2 changes waiting to send: saved on this device, sent when you are back online.',
    );
    route.reach = 'online';
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('outbox-count')).toBeNull());
    expect(route.saved).toEqual([
      { player: 'u1', id: 't1', named: 'u1' },
      { player: 'u1', id: 't2', named: 'u1' },
    ]);
  });

  it('says the server could not be reached when a write fails while the browser is online', async () => {
    const route = throwRoute(state);
    route.reach = 'offline';
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    const notice = await screen.findByTestId('outbox-count');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        '1 change waiting to send: saved on this device; the server could not be reached, so they are sent once it answers.',
      ),
    );
    expect(notice).not.toHaveTextContent('back online');
    route.reach = 'online';
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('outbox-count')).toBeNull());
    expect(route.saved).toEqual([{ player: 'u1', id: 't1', named: 'u1' }]);
  });

  it('says a throw whose disc is gone was not saved, in the server’s words', async () => {
    const route = throwRoute(state);
    route.reach = 'disc-gone';
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    expect(await screen.findByTestId('outbox-problems')).toHaveTextContent(THROW_DISC_GONE);
  });

  it('keeps the queue when the session became another player’s, offers it, and sends it as its player after login', async () => {
    const route = throwRoute(state);
    route.reach = 'offline';
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    await act(() => put('t2', 310));
    // Another player signs in elsewhere in this browser: the cookie is theirs now.
    state.user = OTHER;
    route.reach = 'online';
    act(() => void window.dispatchEvent(new Event('online')));

    const dialog = await screen.findByRole('dialog', { name: 'Unsent changes' });
    expect(within(dialog).getByTestId('unsent-count')).toHaveTextContent(
      '2 changes have not been sent.',
    );
    expect(route.saved).toEqual([]);
    // Out of IndexedDB: only the page holds them while nobody of theirs is signed in.
    expect(await outboxKeys()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to send them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Signed in as ace@example.com');
    await waitFor(() => expect(route.saved.map((s) => s.id)).toEqual(['t1', 't2']));
    expect(route.saved.every((s) => s.player === 'u1' && s.named === 'u1')).toBe(true);
  });

  it('offers the queue of a session the server ended; dropping it sends nothing later', async () => {
    const route = throwRoute(state);
    route.reach = 'offline';
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    state.user = null;
    route.reach = 'online';
    act(() => void window.dispatchEvent(new Event('online')));

    const dialog = await screen.findByRole('dialog', { name: 'Unsent changes' });
    expect(within(dialog).getByTestId('unsent-count')).toHaveTextContent(
      '1 change has not been sent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Signed in as ace@example.com');
    expect(screen.queryByTestId('outbox-count')).toBeNull();
    expect(route.saved).toEqual([]);
  });

  it('logging out with “Drop them and log out” leaves no outbox key behind', async () => {
    const route = throwRoute(state);
    route.reach = 'offline';
    renderWithClient(<Shell />);
    await screen.findByText('Signed in as ace@example.com');
    await act(() => put('t1', 300));
    expect(await outboxKeys()).toEqual(['hyzer-outbox-throws:u1']);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsent changes' });
    expect(within(dialog).getByTestId('unsent-count')).toHaveTextContent(
      '1 change has not been sent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop them and log out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(await outboxKeys()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
