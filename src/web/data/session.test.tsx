import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { createQueryClient } from './query-client';
import {
  useLogin,
  useLogout,
  useResetPassword,
  useSession,
  useSignup,
  useUpdateDisplayName,
} from './session';
import { startApiServer } from '../testing/msw';
import { useCompareSelection } from '../lib/compare-selection';
import { useDataSince } from '../lib/data-age';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { hasPendingSignOut } from './pending-sign-out';

const api = startApiServer();
const ACE = { id: 'u1', email: 'ace@example.com', name: '', image: null };
const ok = () => HttpResponse.json({ status: true });

function hooks(client: QueryClient = createQueryClient()) {
  client.setQueryData(['bags', 'previous'], ['previous user bag']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      session: useSession(),
      login: useLogin(),
      signup: useSignup(),
      logout: useLogout(),
      update: useUpdateDisplayName(),
      reset: useResetPassword(),
    }),
    { wrapper },
  );
  return { client, result: view.result };
}

const session = (user: { user: typeof ACE } | null) => http.get('/api/auth/get-session', () => HttpResponse.json(user));

const signOuts = () => api.calls.filter((c) => c.path === '/api/auth/sign-out').length;

describe('session', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.removeItem('hyzer-pending-sign-out');
  });

  it('is not ready, then holds the user from the first session answer', async () => {
    api.use(session({ user: { ...ACE, name: 'Ace' } }));
    const { result } = hooks();
    expect(result.current.session).toEqual({ user: null, ready: false });
    await waitFor(() => expect(result.current.session.ready).toBe(true));
    expect(result.current.session.user).toMatchObject({ email: ACE.email, displayName: 'Ace' });
  });

  it('is signed out when the session answer is null or fails', async () => {
    api.use(http.get('/api/auth/get-session', () => HttpResponse.error()));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session).toEqual({ user: null, ready: true }));
    expect(console.error).toHaveBeenCalled();
  });

  it('logs in: the user is cached and the previous data dropped', async () => {
    api.use(
      session(null),
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ token: 't', user: ACE })),
    );
    const { result, client } = hooks();
    await waitFor(() => expect(result.current.session.ready).toBe(true));
    await act(() => result.current.login.mutateAsync({ email: ACE.email, password: 'secret1' }));
    await waitFor(() => expect(result.current.session.user).toMatchObject({ id: 'u1', displayName: null }));
    expect(client.getQueryData(['bags', 'previous'])).toBeUndefined();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/auth/sign-in/email',
      body: { email: ACE.email, password: 'secret1' },
    });
  });

  it('signs up with an empty display name', async () => {
    api.use(
      session(null),
      http.post('/api/auth/sign-up/email', () => HttpResponse.json({ token: 't', user: ACE })),
    );
    const { result } = hooks();
    await act(() => result.current.signup.mutateAsync({ email: ACE.email, password: 'secret1' }));
    await waitFor(() => expect(result.current.session.user?.id).toBe('u1'));
    const sent = api.calls.find((c) => c.path === '/api/auth/sign-up/email');
    expect(sent?.body).toEqual({ email: ACE.email, password: 'secret1', name: '' });
    // The session is read back: the first account of an instance is its admin once committed.
    expect(api.calls.at(-1)?.path).toBe('/api/auth/get-session');
  });

  it('logs out and drops every cached query of the account', async () => {
    api.use(session({ user: ACE }), http.post('/api/auth/sign-out', ok));
    const { result, client } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.session.user).toBeNull());
    expect(client.getQueryData(['bags', 'previous'])).toBeUndefined();
  });

  it('logs out and forgets the browser’s caches and storage of player data, keeping preferences', async () => {
    const held = new Set(['workbox-precache-v2-http://localhost/', 'hyzer-catalogue', 'hyzer-player']);
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve([...held]),
      delete: (name: string) => Promise.resolve(held.delete(name)),
    });
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('disc-golf-handedness', 'lefty');
    api.use(session({ user: ACE }), http.post('/api/auth/sign-out', ok));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    const since = renderHook(() => useDataSince());
    const compare = renderHook(() => useCompareSelection());
    act(() => compare.result.current.toggle('disc-1'));
    expect(since.result.current).not.toBeNull();

    await act(() => result.current.logout.mutateAsync());
    expect([...held].sort()).toEqual(['hyzer-catalogue', 'workbox-precache-v2-http://localhost/']);
    expect(since.result.current).toBeNull();
    expect(compare.result.current.ids).toEqual([]);
    expect(sessionStorage.getItem('hyzer-compare')).toBe('[]');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('disc-golf-handedness')).toBe('lefty');
    vi.unstubAllGlobals();
  });

  it('logs out: the session ends only once the player caches are empty, however slow the storage', async () => {
    const held = new Set(['hyzer-catalogue', 'hyzer-player']);
    let asked = false;
    let finishDeleting = () => {};
    const deleting = new Promise<void>((resolve) => (finishDeleting = resolve));
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve([...held]),
      delete: async (name: string) => {
        asked = true;
        await deleting;
        return held.delete(name);
      },
    });
    api.use(session({ user: ACE }), http.post('/api/auth/sign-out', ok));
    const { result, client } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());

    let done = false;
    act(() => void result.current.logout.mutateAsync().then(() => (done = true)));
    await waitFor(() => expect(asked).toBe(true));
    // Still deleting: the session (which the guards follow to the login page) is the player's.
    expect(client.getQueryData(['session'])).toMatchObject({ id: ACE.id });

    finishDeleting();
    await waitFor(() => expect(done).toBe(true));
    expect(result.current.session.user).toBeNull();
    expect([...held]).toEqual(['hyzer-catalogue']);
    vi.unstubAllGlobals();
  });

  it('starts with a sign-out still to send by emptying the player caches (a logout cut short)', async () => {
    const held = new Set(['hyzer-catalogue', 'hyzer-player']);
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve([...held]),
      delete: (name: string) => Promise.resolve(held.delete(name)),
    });
    localStorage.setItem('hyzer-pending-sign-out', '1');
    api.use(session({ user: ACE }), http.post('/api/auth/sign-out', ok));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session).toEqual({ user: null, ready: true }));
    expect([...held]).toEqual(['hyzer-catalogue']);
    vi.unstubAllGlobals();
  });

  it('logs out offline at once, and ends the server session when the connection returns', async () => {
    api.use(
      session({ user: ACE }),
      http.post('/api/auth/sign-out', () => HttpResponse.error()),
    );
    const { result, client } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.session.user).toBeNull());
    expect(client.getQueryData(['bags', 'previous'])).toBeUndefined();
    expect(signOuts()).toBe(1);
    expect(hasPendingSignOut()).toBe(true);

    api.use(http.post('/api/auth/sign-out', ok));
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(hasPendingSignOut()).toBe(false));
    expect(signOuts()).toBe(2);
  });

  it('starts signed out while a sign-out is still to send, and sends it', async () => {
    localStorage.setItem('hyzer-pending-sign-out', '1');
    api.use(session({ user: ACE }), http.post('/api/auth/sign-out', ok));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session).toEqual({ user: null, ready: true }));
    await waitFor(() => expect(hasPendingSignOut()).toBe(false));
    expect(signOuts()).toBe(1);
    expect(api.calls.some((c) => c.path === '/api/auth/get-session')).toBe(false);
  });

  it('sends a sign-out still to send before logging in, so it cannot end the new session', async () => {
    localStorage.setItem('hyzer-pending-sign-out', '1');
    api.use(
      session(null),
      http.post('/api/auth/sign-out', ok),
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ token: 't', user: ACE })),
    );
    const { result } = hooks();
    await waitFor(() => expect(result.current.session.ready).toBe(true));
    await act(() => result.current.login.mutateAsync({ email: ACE.email, password: 'secret1' }));
    const paths = api.calls.map((c) => c.path);
    expect(paths.indexOf('/api/auth/sign-out')).toBeLessThan(
      paths.indexOf('/api/auth/sign-in/email'),
    );
    expect(hasPendingSignOut()).toBe(false);
    await waitFor(() => expect(result.current.session.user?.id).toBe('u1'));
  });

  it('updates the display name (trimmed) after the server accepts it', async () => {
    api.use(session({ user: ACE }), http.post('/api/auth/update-user', ok));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    await act(() => result.current.update.mutateAsync('  Hyzer Flip '));
    await waitFor(() => expect(result.current.session.user?.displayName).toBe('Hyzer Flip'));
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Hyzer Flip' });
  });

  it('rejects a failed login with an HttpError and stays signed out', async () => {
    api.use(
      session(null),
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid credentials' } },
          { status: 401 },
        ),
      ),
    );
    const { result } = hooks();
    let err: unknown;
    await act(() =>
      result.current.login
        .mutateAsync({ email: ACE.email, password: 'wrong!' })
        .catch((e: unknown) => void (err = e)),
    );
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    await waitFor(() => expect(result.current.session.user).toBeNull());
  });

  it('resets a password with the token and ends the local session', async () => {
    api.use(session({ user: ACE }), http.post('/api/auth/reset-password', ok));
    const { result } = hooks();
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    await act(() => result.current.reset.mutateAsync({ token: 'tok123', password: 'new secret' }));
    expect(api.calls.at(-1)?.body).toEqual({ token: 'tok123', newPassword: 'new secret' });
    await waitFor(() => expect(result.current.session.user).toBeNull());
  });
});
