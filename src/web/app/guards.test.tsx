import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/query-client';
import { useLogin, useLogout } from '../data/session';
import { fakeApi, PLAYER, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { PublicOnly, RequireAuth } from './guards';

const api = startApiServer();
let server: FakeApiState;

/** A protected page's way out, through the real logout mutation. */
function SignOut() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate(undefined)}>
      Sign out
    </button>
  );
}

/** The login form's submit, through the real login mutation. */
function SignIn() {
  const login = useLogin();
  return (
    <button
      type="button"
      onClick={() => login.mutate({ email: PLAYER.email, password: 'correct horse' })}
    >
      Sign in
    </button>
  );
}

function renderAt(path: string) {
  const page = (text: string, action?: ReactNode) => ({
    element: (
      <>
        <h1>{text}</h1>
        {action}
      </>
    ),
  });
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, ...page('Landing') },
              { path: 'login', ...page('Login form', <SignIn />) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'home', ...page('Dashboard', <SignOut />) },
              { path: 'bags', ...page('Bags', <SignOut />) },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

const requests = (path: string) => api.calls.filter((c) => c.path === path);

describe('route guards', () => {
  beforeEach(() => {
    server = fakeApi(api, { user: null });
  });

  it.each([
    ['/home', 'Landing'],
    ['/login', 'Login form'],
    ['/', 'Landing'],
  ])('shows only a loading placeholder on %s while the session resolves', async (path, then) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.get('/api/auth/get-session', async () => {
        await answered;
        return HttpResponse.json(null);
      }),
    );
    renderAt(path);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: then })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of a protected route to the landing page', async () => {
    const { router } = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user away from public pages to /home', async () => {
    server.user = PLAYER;
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets each kind of visitor through to the pages meant for them', async () => {
    server.user = PLAYER;
    const first = renderAt('/bags');
    expect(await screen.findByRole('heading', { name: 'Bags' })).toBeInTheDocument();
    first.unmount();
    server.user = null;
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
  });

  it('sends a user who signs out on a protected page to /login', async () => {
    server.user = PLAYER;
    const { router } = renderAt('/bags');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests('/api/auth/sign-out')).toHaveLength(1);
  });

  it('after login, takes the player to the page they first asked for', async () => {
    const { router } = renderAt('/bags?sort=name');
    await screen.findByRole('heading', { name: 'Landing' });
    await router.navigate('/login', { state: router.state.location.state });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Bags' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/bags?sort=name');
    expect(requests('/api/auth/sign-in/email').map((c) => c.body)).toEqual([
      { email: PLAYER.email, password: 'correct horse' },
    ]);
  });

  it('takes a player who signed in without asking for a page to /home', async () => {
    const { router } = renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
