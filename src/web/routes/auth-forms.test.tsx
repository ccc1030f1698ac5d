/**
 * The sign-up and reset-password screens through the shared auth form pieces (features/auth/
 * auth-form.tsx) and the real client, against a fake auth server.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../core/accounts/sign-up-policy';
import { AUTH_ERROR_MESSAGES } from '../../core/auth/error-messages';
import { AUTH_MESSAGES } from '../../core/rules/auth';
import { paths } from '../lib/paths';
import { startApiServer } from '../testing/msw';
import { renderWithClient } from '../testing/render-with-client';
import ResetPasswordPage, { INVALID_LINK_MESSAGE, RESET_DONE_MESSAGE } from './reset-password';
import SignupPage from './signup';

const api = startApiServer();

function LoginProbe() {
  const state = useLocation().state as { message?: string } | null;
  return <p>login screen: {state?.message}</p>;
}

function renderAt(url: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.signup} element={<SignupPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.login} element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const policy = (signup: 'open' | 'invite' | 'closed') =>
  http.get('/api/config', () =>
    HttpResponse.json({ purchase: { baseUrl: 'https://shop.example', referral: 'x' }, signup }),
  );

/** The session read after a sign-up: this fake API makes none. */
const noSessionYet = http.get('/api/auth/get-session', () => HttpResponse.json(null));

describe('sign-up screen under the sign-up policy', () => {
  it('says sign-up is closed, with no form, on a closed server', async () => {
    api.use(policy('closed'));
    renderAt(paths.signup);
    expect(await screen.findByText(SIGNUP_MESSAGES.closed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('asks for an invite without one, and sends the invite link’s token with one', async () => {
    api.use(policy('invite'));
    const view = renderAt(paths.signup);
    expect(await screen.findByText(SIGNUP_MESSAGES.inviteRequired)).toBeVisible();
    view.unmount();

    api.use(
      policy('invite'),
      http.post('/api/auth/sign-up/email', () =>
        HttpResponse.json({ user: { id: 'u1', email: 'ace@example.com', name: '' } }),
      ),
      noSessionYet,
    );
    const user = userEvent.setup();
    renderAt(`${paths.signup}?invite=tok123`);
    expect(await screen.findByText(/You were invited/)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'ace@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect
      .poll(() => api.calls.find((c) => c.path === '/api/auth/sign-up/email')?.body)
      .toEqual({ email: 'ace@example.com', password: 'secret1', name: '', inviteToken: 'tok123' });
  });

  it('opens an invite link saying so, with the address it was made for filled in', async () => {
    for (const signup of ['invite', 'open'] as const) {
      api.use(
        policy(signup),
        http.post('/api/auth/sign-up/email', () =>
          HttpResponse.json({ user: { id: 'u1', email: 'guest@example.com', name: '' } }),
        ),
        noSessionYet,
      );
      const user = userEvent.setup();
      const view = renderAt(`${paths.signup}?invite=tok9&email=Guest%40example.com`);
      expect(await screen.findByText(/You were invited/)).toBeVisible();
      expect(screen.getByLabelText('Email')).toHaveValue('Guest@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await expect
        .poll(() => api.calls.find((c) => c.path === '/api/auth/sign-up/email')?.body)
        .toMatchObject({ email: 'Guest@example.com', inviteToken: 'tok9' });
      view.unmount();
      api.calls.length = 0;
    }
  });
});

describe('sign-up screen', () => {
  beforeEach(() => api.use(policy('open')));

  it('labels its fields, hints the password length and ties each error to its field', async () => {
    const user = userEvent.setup();
    renderAt(paths.signup);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 6 characters.');
    for (const input of [password, screen.getByLabelText('Confirm Password')]) {
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toBeRequired();
    }
    await user.type(screen.getByLabelText('Email'), 'ace@example.com');
    await user.type(password, 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByLabelText('Confirm Password')).toHaveAccessibleDescription(
      AUTH_MESSAGES.passwordsDoNotMatch,
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal as an alert above the fields", async () => {
    api.use(
      http.post('/api/auth/sign-up/email', () =>
        HttpResponse.json(
          { error: { code: 'user_already_exists', message: 'exists' } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt(paths.signup);
    await user.type(screen.getByLabelText('Email'), 'ace@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES.emailInUse);
    expect(screen.getByLabelText('Email')).toHaveValue('ace@example.com');
  });
});

describe('reset-password screen', () => {
  // The auth server's link check: a live token back to the page with it, a dead one with an error.
  beforeEach(() => {
    api.use(
      http.get('/api/auth/reset-password/:token', ({ params, request }) => {
        const back = new URL(new URL(request.url).searchParams.get('callbackURL')!, request.url);
        if (params.token === 'used') back.searchParams.set('error', 'INVALID_TOKEN');
        else back.searchParams.set('token', String(params.token));
        return HttpResponse.redirect(back.toString(), 302);
      }),
      http.get('/reset-password', () => HttpResponse.text('page')),
    );
  });

  it('says a used or expired link is dead before asking for a password', async () => {
    renderAt(`${paths.resetPassword}?token=used`);
    expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the token with the new password and goes to login with the confirmation', async () => {
    api.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ status: true })));
    const user = userEvent.setup();
    renderAt(`${paths.resetPassword}?token=t0k3n`);
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(`login screen: ${RESET_DONE_MESSAGE}`)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 't0k3n',
      newPassword: 'secret1',
    });
  });

  it('refuses a short password before asking the server', async () => {
    const user = userEvent.setup();
    renderAt(`${paths.resetPassword}?token=t0k3n`);
    await user.type(await screen.findByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByLabelText('New Password')).toHaveAccessibleDescription(
      `At least 6 characters. ${AUTH_MESSAGES.passwordTooShort}`,
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers a new link when the server refuses the token', async () => {
    api.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          { error: { code: 'INVALID_TOKEN', message: 'invalid token' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt(`${paths.resetPassword}?token=old`);
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      `${paths.login}?forgot=1`,
    );
  });
});
