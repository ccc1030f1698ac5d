import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '../../core/api/auth-routes';
import { sessionKey } from '../data/session';
import { ACCOUNT_DELETED_MESSAGE, setSignOutNotice, signOutNotice } from '../lib/sign-out-notice';
import { fakeApi } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import AccountPage from './account';

const api = startApiServer();

const session = (id: string, more: Partial<AccountSession>): AccountSession => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-25T18:30:00.000Z',
  expiresAt: '2026-12-02T18:30:00.000Z',
  browser: 'Chrome',
  os: 'macOS',
  device: 'desktop',
  current: false,
  ...more,
});
const HERE = session('s1', { current: true });
const PHONE = session('s2', { browser: 'Firefox', os: 'Android', device: 'mobile' });

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

function accountApi(sessions: AccountSession[] = [HERE, PHONE]) {
  const state = fakeApi(api);
  let list = sessions;
  api.use(
    http.get('/api/auth/list-sessions', () => HttpResponse.json(list)),
    http.post('/api/auth/revoke-other-sessions', () => {
      list = list.filter((s) => s.current);
      return HttpResponse.json({ status: true });
    }),
    http.delete('/api/account/sessions/:id', ({ params }) => {
      list = list.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/** The page as the router shows it at `entry`. */
const renderPage = (entry = '/account') =>
  renderSignedIn(
    <MemoryRouter initialEntries={[entry]}>
      <AccountPage />
    </MemoryRouter>,
  );

const callsTo = (path: string) => api.calls.filter((c) => c.path === path);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setSignOutNotice(null);
});

describe('the account page: change password', () => {
  it('checks the fields before asking the server', async () => {
    accountApi();
    const user = userEvent.setup();
    await renderPage();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Current Password'), 'old secret');
    await user.type(within(form).getByLabelText('New Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'shorter');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  it('sends the current and the new password, then confirms and empties the form', async () => {
    accountApi();
    api.use(
      http.post('/api/auth/change-password', () => HttpResponse.json({ token: null, user: {} })),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText('Current Password'), 'old secret');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new secret 1');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Password changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(callsTo('/api/auth/change-password').map((c) => c.body)).toEqual([
      { currentPassword: 'old secret', newPassword: 'new secret 1' },
    ]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    accountApi();
    api.use(
      http.post('/api/auth/change-password', () =>
        refusal(400, 'invalid_password', 'Invalid password'),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText('Current Password'), 'not it');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});

describe('the account page: signed-in devices', () => {
  it('lists the devices, this one marked, and signs the others out', async () => {
    accountApi();
    const user = userEvent.setup();
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Firefox on Android');
    expect(rows[1]).toHaveTextContent('Phone');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(screen.getByText('1 other device signed in.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(callsTo('/api/auth/revoke-other-sessions')).toHaveLength(1);
  });

  it('signs out one other device, leaving the rest signed in', async () => {
    const TABLET = session('s3', { browser: 'Safari', os: 'iPadOS', device: 'tablet' });
    accountApi([HERE, PHONE, TABLET]);
    const user = userEvent.setup();
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [here, phone] = within(list).getAllByRole('listitem');
    // This device signs out with Logout, not here.
    expect(within(here!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    await user.click(within(phone!).getByRole('button', { name: 'Sign out Firefox on Android' }));
    expect(await screen.findByText('Firefox on Android is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).not.toHaveTextContent('Firefox on Android');
    expect(list).toHaveTextContent('Safari on iPadOS');
    expect(screen.getByText('1 other device signed in.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/account/sessions/s2',
    ]);
  });

  it('says so when one device cannot be signed out', async () => {
    accountApi();
    api.use(http.delete('/api/account/sessions/:id', () => refusal(500, 'internal', '')));
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Android' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign out Firefox on Android',
    );
    expect(
      within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('shows a failure to sign the others out', async () => {
    accountApi();
    api.use(http.post('/api/auth/revoke-other-sessions', () => refusal(500, 'internal', '')));
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign out the other devices',
    );
  });
});

describe('the account page: delete account', () => {
  it('offers the export, asks for the password, and signs out once deleted', async () => {
    accountApi();
    let deleted = false;
    api.use(
      http.post('/api/auth/delete-user', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'my secret') return refusal(400, 'invalid_password', 'Invalid password');
        deleted = true;
        return HttpResponse.json({ success: true, message: 'User deleted' });
      }),
    );
    const user = userEvent.setup();
    const { client } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // It names everything that goes, the logged throws too.
    expect(dialog).toHaveTextContent(
      'Your account, bags, discs, photos, throws, share links and wishlist are removed at once',
    );
    expect(within(dialog).getByRole('link', { name: 'Download your data (JSON)' })).toHaveAttribute(
      'href',
      '/api/export/json',
    );
    // Focus starts in the password field.
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(callsTo('/api/auth/delete-user')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(client.getQueryData(sessionKey)).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'my secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(client.getQueryData(sessionKey)).toBeNull());
    expect(deleted).toBe(true);
    expect(signOutNotice()).toBe(ACCOUNT_DELETED_MESSAGE);
  });

  it('closes on Cancel without asking the server', async () => {
    accountApi();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/auth/delete-user')).toHaveLength(0);
  });
});

describe('the account page: change email', () => {
  it('asks for a valid address and the password, then says where the link went', async () => {
    accountApi();
    api.use(http.post('/api/auth/change-email', () => HttpResponse.json({ status: true })));
    const user = userEvent.setup();
    await renderPage();
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send Link' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(callsTo('/api/auth/change-email')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('New Email'));
    await user.type(within(form).getByLabelText('New Email'), ' new@example.com ');
    await user.type(within(form).getByLabelText('Password'), 'my secret');
    await user.click(within(form).getByRole('button', { name: 'Send Link' }));
    expect(
      await within(form).findByText(
        'We sent a link to new@example.com. Your address changes when you open it (within one hour).',
      ),
    ).toBeInTheDocument();
    expect(callsTo('/api/auth/change-email').map((c) => c.body)).toEqual([
      { newEmail: 'new@example.com', password: 'my secret' },
    ]);
  });

  it('says so when the password is wrong', async () => {
    accountApi();
    api.use(
      http.post('/api/auth/change-email', () =>
        refusal(400, 'invalid_password', 'Invalid password'),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New Email'), 'new@example.com');
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Send Link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect password');
  });

  it('tells how the link went when it leads back here', async () => {
    accountApi();
    await renderPage('/account?email=changed');
    expect(
      await screen.findByText('Your email address is now ace@example.com.'),
    ).toBeInTheDocument();
  });

  it('tells when the link had expired', async () => {
    accountApi();
    await renderPage('/account?email=changed&error=TOKEN_EXPIRED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Ask for a new one below.',
    );
  });

  it('tells when another account took the address before the link was opened', async () => {
    accountApi();
    await renderPage('/account?email=changed&error=email_taken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account now uses this email address. Ask for a new link with another one.',
    );
  });
});

describe('the account page: an account without a password (single sign-on)', () => {
  const STALE =
    'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.';
  function passwordlessApi() {
    const state = accountApi();
    api.use(
      http.get('/api/auth/list-accounts', () => HttpResponse.json([{ providerId: 'oidc' }])),
      http.get('/api/config', () =>
        HttpResponse.json({
          purchase: state.purchase,
          signup: 'open',
          sso: { name: 'Club ID' },
          passwordLogin: true,
        }),
      ),
    );
    return state;
  }

  it('deletes without a password after a recent sign-in', async () => {
    passwordlessApi();
    api.use(
      http.post('/api/auth/delete-user', () =>
        HttpResponse.json({ success: true, message: 'User deleted' }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/Your account has no password/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(signOutNotice()).toBe(ACCOUNT_DELETED_MESSAGE));
    expect(callsTo('/api/auth/delete-user')[0]?.body).toEqual({});
  });

  it('after an old sign-in, says so and signs in again, coming back to the account page', async () => {
    passwordlessApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    api.use(
      http.post('/api/auth/delete-user', () => refusal(403, 'fresh_sign_in_required', STALE)),
      http.post('/api/auth/sign-in/social', () =>
        HttpResponse.json({ url: 'http://id.example/auth?x=1', redirect: false }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText(STALE)).toBeVisible();
    expect(signOutNotice()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again with Club ID' }));
    await expect.poll(() => assign.mock.calls[0]?.[0]).toBe('http://id.example/auth?x=1');
    expect(callsTo('/api/auth/sign-in/social')[0]?.body).toEqual({
      provider: 'oidc',
      callbackURL: '/account',
    });
  });

  it('says the address comes from the provider instead of a change-email form', async () => {
    passwordlessApi();
    await renderPage();
    expect(
      await screen.findByText(/Your email address comes from your sign-on provider/),
    ).toBeVisible();
    const section = screen.getByRole('region', { name: 'Change email' });
    expect(within(section).queryByLabelText('New Email')).toBeNull();
  });

  it('says there is no password to change instead of a change-password form', async () => {
    passwordlessApi();
    await renderPage();
    expect(await screen.findByText(/this account has no password here/)).toBeVisible();
    const section = screen.getByRole('region', { name: 'Change password' });
    expect(within(section).queryByLabelText('Current Password')).toBeNull();
  });
});
