import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue, AuthUser } from '../features/auth/auth-context';
import { PublicOnly, RequireAuth } from './guards';
import { SessionReadyProvider } from './session-ready';

// A reactive stand-in for the auth provider: setting `auth.state` re-renders its readers.
const auth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let current: Partial<AuthContextValue> = { user: null, loading: true };
  return {
    get: () => current,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set state(next: Partial<AuthContextValue>) {
      current = next;
      listeners.forEach((l) => l());
    },
  };
});
vi.mock('../features/auth/auth-context', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useAuth: () => useSyncExternalStore(auth.subscribe, auth.get) };
});

const player: AuthUser = { id: 'u1', email: 'ace@example.com', displayName: 'Ace', photoURL: null };

function renderAt(path: string) {
  const page = (text: string) => ({ element: <h1>{text}</h1> });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionReadyProvider>
            <Outlet />
          </SessionReadyProvider>
        ),
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, ...page('Landing') },
              { path: 'login', ...page('Login form') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'home', ...page('Dashboard') },
              { path: 'bags', ...page('Bags') },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('route guards', () => {
  beforeEach(() => {
    auth.state = { user: null, loading: true };
  });

  it.each(['/home', '/login', '/'])(
    'shows only a loading placeholder on %s while the session resolves',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('sends an anonymous visitor of a protected route to the landing page', async () => {
    auth.state = { user: null, loading: false };
    const { router } = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user away from public pages to /home', async () => {
    auth.state = { user: player, loading: false };
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets each kind of visitor through to the pages meant for them', async () => {
    auth.state = { user: player, loading: false };
    const first = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Bags' })).toBeInTheDocument();
    first.unmount();
    auth.state = { user: null, loading: false };
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
  });

  it('sends a user who signs out on a protected page to /login', async () => {
    auth.state = { user: player, loading: false };
    const { router } = renderAt('/bags');
    await screen.findByRole('heading', { name: 'Bags' });
    await act(async () => {
      auth.state = { user: null, loading: false };
    });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the login form on screen while a login is in progress', async () => {
    auth.state = { user: null, loading: false };
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Login form' });
    await act(async () => {
      auth.state = { user: null, loading: true };
    });
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
