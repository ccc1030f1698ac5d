import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../data/session';
import { PublicOnly, RequireAuth } from './guards';

interface Session {
  user: AuthUser | null;
  ready: boolean;
}

// A reactive stand-in for the session query: setting `auth.state` re-renders its readers.
const auth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let current: Session = { user: null, ready: false };
  return {
    get: () => current,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set state(next: Session) {
      current = next;
      listeners.forEach((l) => l());
    },
  };
});
vi.mock('../data/session', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useSession: () => useSyncExternalStore(auth.subscribe, auth.get) };
});

const player: AuthUser = { id: 'u1', email: 'ace@example.com', displayName: 'Ace', photoURL: null };

function renderAt(path: string) {
  const page = (text: string) => ({ element: <h1>{text}</h1> });
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
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
    auth.state = { user: null, ready: false };
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
    auth.state = { user: null, ready: true };
    const { router } = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user away from public pages to /home', async () => {
    auth.state = { user: player, ready: true };
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets each kind of visitor through to the pages meant for them', async () => {
    auth.state = { user: player, ready: true };
    const first = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Bags' })).toBeInTheDocument();
    first.unmount();
    auth.state = { user: null, ready: true };
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
  });

  it('sends a user who signs out on a protected page to /login', async () => {
    auth.state = { user: player, ready: true };
    const { router } = renderAt('/bags');
    await screen.findByRole('heading', { name: 'Bags' });
    act(() => {
      auth.state = { user: null, ready: true };
    });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('after login, takes the player to the page they first asked for', async () => {
    auth.state = { user: null, ready: true };
    const { router } = renderAt('/bags?sort=name');
    await screen.findByRole('heading', { name: 'Landing' });
    await act(() => router.navigate('/login', { state: router.state.location.state }));
    await screen.findByRole('heading', { name: 'Login form' });
    act(() => {
      auth.state = { user: player, ready: true };
    });
    expect(await screen.findByRole('heading', { name: 'Bags' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/bags?sort=name');
  });

  it('takes a player who signed in without asking for a page to /home', async () => {
    auth.state = { user: null, ready: true };
    const { router } = renderAt('/login');
    await screen.findByRole('heading', { name: 'Login form' });
    act(() => {
      auth.state = { user: player, ready: true };
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
