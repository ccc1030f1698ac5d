/**
 * The "Sign in with …" button of single sign-on (decision 0033) on the login and sign-up
 * screens, against a fake server: beside the password form, alone without passwords, carrying
 * the invite, and a failed sign-on's code said in the product's words.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_MESSAGES } from '../../core/accounts/sign-up-policy';
import { SSO_MESSAGES } from '../../core/accounts/single-sign-on';
import { paths } from '../lib/paths';
import { startApiServer } from '../testing/msw';
import { renderWithClient } from '../testing/render-with-client';
import LoginPage from './login';
import SignupPage from './signup';

const api = startApiServer();
afterEach(() => vi.restoreAllMocks());

const config = (over: {
  signup?: string;
  sso?: { name: string } | null;
  passwordLogin?: boolean;
}) =>
  http.get('/api/config', () =>
    HttpResponse.json({
      purchase: { baseUrl: 'https://shop.example', referral: 'x' },
      signup: 'open',
      sso: { name: 'Club ID' },
      passwordLogin: true,
      ...over,
    }),
  );

function renderAt(url: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.signup} element={<SignupPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('single sign-on on the login screen', () => {
  it('offers the provider’s button above the password form, and goes to the provider', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    api.use(
      config({}),
      http.post('/api/auth/sign-in/social', () =>
        HttpResponse.json({ url: 'http://id.example/auth?x=1', redirect: false }),
      ),
    );
    const user = userEvent.setup();
    renderAt(paths.login);
    const button = await screen.findByRole('button', { name: 'Sign in with Club ID' });
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    await user.click(button);
    await expect.poll(() => assign.mock.calls[0]?.[0]).toBe('http://id.example/auth?x=1');
    expect(api.calls.find((c) => c.path === '/api/auth/sign-in/social')?.body).toEqual({
      provider: 'oidc',
    });
  });

  it('shows no button on a server without single sign-on', async () => {
    api.use(config({ sso: null }));
    renderAt(paths.login);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('shows the button alone when passwords are off', async () => {
    api.use(config({ passwordLogin: false }));
    renderAt(paths.login);
    expect(await screen.findByRole('button', { name: 'Sign in with Club ID' })).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('says why a sign-on came back refused, in its own words only', async () => {
    api.use(config({}));
    const view = renderAt(`${paths.login}?error=signup_closed`);
    expect(await screen.findByText(SIGNUP_MESSAGES.closed)).toBeVisible();
    view.unmount();
    renderAt(`${paths.login}?error=account_not_linked`);
    expect(await screen.findByText(SSO_MESSAGES.notLinked)).toBeVisible();
  });

  it('says a plain failure for any other code, never the text of the address', async () => {
    api.use(config({}));
    renderAt(`${paths.login}?error=evil&error_description=Call%20this%20number`);
    expect(await screen.findByText(SSO_MESSAGES.failed)).toBeVisible();
    expect(screen.queryByText(/Call this number/)).toBeNull();
  });
});

describe('single sign-on on the sign-up screen', () => {
  it('carries the invite of the link to the provider', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    api.use(
      config({ signup: 'invite' }),
      http.post('/api/auth/sign-in/social', () =>
        HttpResponse.json({ url: 'http://id.example/auth', redirect: false }),
      ),
    );
    const user = userEvent.setup();
    renderAt(`${paths.signup}?invite=tok123`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Club ID' }));
    await expect
      .poll(() => api.calls.find((c) => c.path === '/api/auth/sign-in/social')?.body)
      .toEqual({ provider: 'oidc', inviteToken: 'tok123' });
  });

  it('shows the server’s refusal of a used invite beside the button', async () => {
    api.use(
      config({ signup: 'invite' }),
      http.post('/api/auth/sign-in/social', () =>
        HttpResponse.json(
          { error: { code: 'invite_invalid', message: SIGNUP_MESSAGES.inviteInvalid } },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt(`${paths.signup}?invite=used`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Club ID' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.inviteInvalid)).toBeVisible();
  });
});
