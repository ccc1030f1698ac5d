import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { AuthProvider, useAuth, type AuthContextValue } from './auth-context';

const ACE = { id: 'u1', email: 'ace@example.com', name: '', image: null };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake /api/auth: answers by "METHOD path"; records every call. */
function fakeServer(routes: Record<string, () => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`];
    if (!route)
      return new Response(JSON.stringify({ error: { code: 'x', message: 'no route' } }), {
        status: 404,
      });
    const { status, body } = route();
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The provider's latest value, for driving actions from the test. */
let auth: AuthContextValue;
function Probe() {
  const value = useAuth();
  useEffect(() => {
    auth = value;
  });
  const { user, loading } = value;
  return (
    <p data-testid="state">
      {loading
        ? 'loading'
        : user
          ? `${user.email} as ${user.displayName ?? '(none)'}`
          : 'signed out'}
    </p>
  );
}

function renderApp(start = '/') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['bags'], ['previous user bag']);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Probe />
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/home', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const state = () => screen.getByTestId('state');

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts loading, then shows the user from the first session answer', async () => {
    fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: { user: { ...ACE, name: 'Ace' } } }),
    });
    renderApp();
    expect(state()).toHaveTextContent('loading');
    await waitFor(() => expect(state()).toHaveTextContent('ace@example.com as Ace'));
  });

  it('is signed out when the session answer is null', async () => {
    fakeServer({ 'GET /api/auth/get-session': () => ({ status: 200, body: null }) });
    renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
  });

  it('logs in, then navigates to /home', async () => {
    const calls = fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: null }),
      'POST /api/auth/sign-in/email': () => ({ status: 200, body: { token: 't', user: ACE } }),
    });
    const { router } = renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    await act(() => auth.login('ace@example.com', 'secret1'));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/home');
    expect(state()).toHaveTextContent('ace@example.com as (none)');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'ace@example.com', password: 'secret1' },
    });
  });

  it('signs up with an empty display name, then navigates to /home', async () => {
    const calls = fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: null }),
      'POST /api/auth/sign-up/email': () => ({ status: 200, body: { token: 't', user: ACE } }),
    });
    renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    await act(() => auth.signup('ace@example.com', 'secret1'));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(calls.at(-1)?.body).toEqual({ email: 'ace@example.com', password: 'secret1', name: '' });
  });

  it('logs out, clears cached data and navigates to /login', async () => {
    fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: { user: ACE } }),
      'POST /api/auth/sign-out': () => ({ status: 200, body: { success: true } }),
    });
    const { queryClient } = renderApp('/home');
    await waitFor(() => expect(state()).toHaveTextContent('ace@example.com'));
    await act(() => auth.logout());
    await screen.findByRole('heading', { name: 'Login page' });
    expect(state()).toHaveTextContent('signed out');
    expect(queryClient.getQueryData(['bags'])).toBeUndefined();
  });

  it('updates the display name locally after the server accepts it', async () => {
    const calls = fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: { user: ACE } }),
      'POST /api/auth/update-user': () => ({ status: 200, body: { status: true } }),
    });
    renderApp('/home');
    await waitFor(() => expect(state()).toHaveTextContent('ace@example.com as (none)'));
    await act(() => auth.updateDisplayName('  Hyzer Flip '));
    await waitFor(() => expect(state()).toHaveTextContent('ace@example.com as Hyzer Flip'));
    expect(calls.at(-1)?.body).toEqual({ name: 'Hyzer Flip' });
  });

  it('is loading while an action runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: null }),
      'POST /api/auth/request-password-reset': () => ({ status: 200, body: { status: true } }),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith('request-password-reset')) await gate;
      return realFetch(...args);
    });
    renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    let pending!: Promise<void>;
    act(() => {
      pending = auth.requestPasswordReset('ace@example.com');
    });
    expect(state()).toHaveTextContent('loading');
    release();
    await act(() => pending);
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
  });

  it('logs and rethrows a failed login as an HttpError, and stays put', async () => {
    fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: null }),
      'POST /api/auth/sign-in/email': () => ({
        status: 401,
        body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid credentials' } },
      }),
    });
    const { router } = renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
    let err: unknown;
    await act(() => auth.login('ace@example.com', 'wrong!').catch((e: unknown) => void (err = e)));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(console.error).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
  });

  it('resets a password with the token and ends the local session', async () => {
    const calls = fakeServer({
      'GET /api/auth/get-session': () => ({ status: 200, body: { user: ACE } }),
      'POST /api/auth/reset-password': () => ({ status: 200, body: { status: true } }),
    });
    renderApp();
    await waitFor(() => expect(state()).toHaveTextContent('ace@example.com'));
    await act(() => auth.resetPassword('tok123', 'new secret'));
    expect(calls.at(-1)).toMatchObject({ body: { token: 'tok123', newPassword: 'new secret' } });
    await waitFor(() => expect(state()).toHaveTextContent('signed out'));
  });

  it('useAuth outside the provider throws', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within AuthProvider');
  });
});
