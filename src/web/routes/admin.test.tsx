import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '../../core/api/admin-routes';
import { activateLocale } from '../i18n/i18n';
import { failing, fakeApi, PLAYER } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import AdminPage from './admin';

const api = startApiServer();

const account = (id: string, more: Partial<AdminAccount>): AdminAccount => ({
  id,
  name: '',
  email: `${id}@example.com`,
  role: 'player',
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: null,
  discCount: 0,
  ...more,
});
const ME = account(PLAYER.id, { email: PLAYER.email, name: 'Ace', role: 'admin', discCount: 3 });
const SAM = account('u2', { name: 'Sam', email: 'sam@example.com', discCount: 1 });
const OFF = account('u3', { email: 'off@example.com', disabled: true, discCount: 12 });

/**
 * The admin routes of the API over an in-memory list, beside the fake API's session (an admin
 * unless `role` says otherwise) and config (SIGNUP as `signup`).
 */
function adminApi({ role = 'admin', signup = 'invite' } = {}) {
  fakeApi(api, { user: { ...PLAYER, role } });
  const state = { accounts: [ME, SAM, OFF] };
  api.use(
    http.get('/api/config', () =>
      HttpResponse.json({ purchase: null, signup, sso: null, passwordLogin: true }),
    ),
    http.get('/api/admin/accounts', () => HttpResponse.json(state.accounts)),
    http.patch('/api/admin/accounts/:id', async ({ request, params }) => {
      const { disabled } = (await request.json()) as { disabled: boolean };
      state.accounts = state.accounts.map((a) => (a.id === params.id ? { ...a, disabled } : a));
      return HttpResponse.json(state.accounts.find((a) => a.id === params.id));
    }),
    http.delete('/api/admin/accounts/:id', ({ params }) => {
      state.accounts = state.accounts.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/admin/invites', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (email === 'taken@example.com') {
        return HttpResponse.json(
          { error: { code: 'account_exists', message: 'This address already has an account.' } },
          { status: 409 },
        );
      }
      return HttpResponse.json(
        {
          email,
          url: `http://localhost:3000/signup?invite=${'t'.repeat(43)}`,
          expiresAt: '2026-12-05T10:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return state;
}

const renderPage = () =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminPage />
    </MemoryRouter>,
  );

/** The accounts table (the wide screen's form of the list) and one account's row in it. */
const table = () => screen.findByRole('table');
const rowOf = async (email: string) =>
  within(await table())
    .getByText(email)
    .closest('tr')!;
const callsTo = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('en');
});

describe('the Admin page', () => {
  it('is "Page not found" for a player who is not an admin, and reads no accounts', async () => {
    adminApi({ role: 'player' });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/accounts')).toEqual([]);
  });

  it('lists every account with its disc count and state; the admin’s own row has no actions', async () => {
    adminApi();
    await renderPage();
    const mine = await rowOf(ME.email);
    expect(within(mine).getByText('Admin')).toBeInTheDocument();
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine).getByText('3')).toBeInTheDocument();

    const sam = await rowOf(SAM.email);
    expect(within(sam).getByText('Sam')).toBeInTheDocument();
    expect(within(sam).getByText('Never')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Disable' })).toBeInTheDocument();

    const off = await rowOf(OFF.email);
    // No name: the player's default name, and the account's state.
    expect(within(off).getByText('Disc Golfer')).toBeInTheDocument();
    expect(within(off).getByText('Disabled')).toBeInTheDocument();
    expect(within(off).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('disables an account and shows it disabled once the server has answered', async () => {
    adminApi();
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await rowOf(SAM.email)).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByText('Disabled')).toHaveLength(2),
    );
    expect(callsTo('PATCH', '/api/admin/accounts/u2').map((c) => c.body)).toEqual([
      { disabled: true },
    ]);
    const sam = await rowOf(SAM.email);
    expect(within(sam).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('enables a disabled account again', async () => {
    adminApi();
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await rowOf(OFF.email)).getByRole('button', { name: 'Enable' }));
    await waitFor(async () =>
      expect(within(await rowOf(OFF.email)).queryByText('Disabled')).not.toBeInTheDocument(),
    );
    expect(callsTo('PATCH', '/api/admin/accounts/u3').map((c) => c.body)).toEqual([
      { disabled: false },
    ]);
  });

  it('deletes an account only after the player confirms, naming the address', async () => {
    adminApi();
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await rowOf(SAM.email)).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveTextContent(
      'sam@example.com and everything of this player (bags, discs, photos, throws, wishlist, share links)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/admin/accounts/u2')).toEqual([]);

    await user.click(within(await rowOf(SAM.email)).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText(SAM.email)).not.toBeInTheDocument(),
    );
    expect(callsTo('DELETE', '/api/admin/accounts/u2')).toHaveLength(1);
  });

  it('says when the accounts cannot be read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    adminApi();
    api.use(failing('get', '/api/admin/accounts'));
    await renderPage();
    // TanStack Query's quiet retries (1, 2 and 4 s) come before the message.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByText('Failed to load the accounts. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('the invite form', () => {
  it('says the sign-up policy, sends the address and shows the link once made', async () => {
    adminApi({ signup: 'invite' });
    const user = userEvent.setup();
    await renderPage();
    expect(
      await screen.findByText(/Only people with an invite link can sign up \(SIGNUP=invite\)/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(link).toHaveValue(`http://localhost:3000/signup?invite=${'t'.repeat(43)}`);
    expect(screen.getByTestId('invite-link')).toHaveTextContent(
      'Send this link to friend@example.com.',
    );
    expect(callsTo('POST', '/api/admin/invites').map((c) => c.body)).toEqual([
      { email: 'friend@example.com' },
    ]);
    // The field is emptied for the next invite.
    expect(screen.getByLabelText('Email')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `http://localhost:3000/signup?invite=${'t'.repeat(43)}`,
    );
  });

  it('shows the server’s refusal by the field and makes no link', async () => {
    adminApi({ signup: 'open' });
    const user = userEvent.setup();
    await renderPage();
    expect(
      await screen.findByText(/Anyone who reaches this server can sign up/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByText('This address already has an account.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });
});

describe('in another language', () => {
  it('says everything in German, its dates and counts too', async () => {
    await activateLocale('de');
    adminApi();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeInTheDocument();
    const sam = await rowOf(SAM.email);
    expect(within(sam).getByRole('button', { name: 'Sperren' })).toBeInTheDocument();
    expect(within(sam).getByText('Nie')).toBeInTheDocument();
    const created = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(sam).getByText(created.format(new Date(SAM.createdAt)))).toBeInTheDocument();
    // The narrow screen's list counts the discs in words.
    expect(screen.getByText(/^12 Discs · Zuletzt aktiv: Nie$/)).toBeInTheDocument();
    expect(screen.getByText(/^1 Disc · Zuletzt aktiv: Nie$/)).toBeInTheDocument();
    expect(screen.queryByText(/Disable|Never|Last seen/)).not.toBeInTheDocument();
  });
});
