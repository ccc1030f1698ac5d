import { describe, expect, it } from 'vitest';
import { INVITE_DAYS, INVITE_PARAM, SIGNUP_MESSAGES, SIGNUP_POLICIES } from './sign-up-policy';
import {
  OIDC_CALLBACK_PATH,
  SSO_MESSAGES,
  SSO_RETURN_PATHS,
  ssoErrorMessage,
} from './single-sign-on';

describe('the message of a failed single sign-on (the code in /login?error=…)', () => {
  it.each([
    ['signup_closed', 'Sign-up is closed on this server.'],
    [
      'invite_required',
      'Sign-up on this server is by invitation only. Ask its admin for an invite link.',
    ],
    ['invite_invalid', 'This invite link is not valid: it was used already or has expired.'],
    ['invite_other_email', 'This invite is for another email address.'],
    ['account_disabled', 'This account is disabled.'],
    [
      'account_not_linked',
      'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.',
    ],
    ['email_not_found', 'The sign-on provider did not give an email address, which Hyzer needs.'],
  ])('%s says the product’s words', (code, message) => {
    expect(ssoErrorMessage(code)).toBe(message);
  });

  it('says the general failure for any other code, never the text that came in the address', () => {
    for (const code of ['', 'access_denied', 'SIGNUP_CLOSED', '<b>Your account is gone</b>']) {
      expect(ssoErrorMessage(code)).toBe('Single sign-on did not succeed. Please try again.');
    }
  });

  it('does not take an object’s inherited names for codes', () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(ssoErrorMessage(code)).toBe(SSO_MESSAGES.failed);
    }
  });

  it('uses the sign-up policy’s own sentences, so the sign-up page and /login say the same', () => {
    expect(ssoErrorMessage('signup_closed')).toBe(SIGNUP_MESSAGES.closed);
    expect(ssoErrorMessage('invite_invalid')).toBe(SIGNUP_MESSAGES.inviteInvalid);
    expect(ssoErrorMessage('account_disabled')).toBe(SIGNUP_MESSAGES.disabled);
  });
});

describe('what an operator configures against', () => {
  it('registers the redirect URI the README gives: BASE_URL + /api/auth/callback/oidc', () => {
    expect(OIDC_CALLBACK_PATH).toBe('/api/auth/callback/oidc');
  });

  it('reads SIGNUP as open, invite or closed', () => {
    expect([...SIGNUP_POLICIES]).toEqual(['open', 'invite', 'closed']);
  });

  it('makes invite links /signup?invite=<token> that work for a week', () => {
    expect(`/signup?${INVITE_PARAM}=abc`).toBe('/signup?invite=abc');
    expect(INVITE_DAYS).toBe(7);
  });

  it('leads a sign-on back only to the dashboard or the account page', () => {
    expect([...SSO_RETURN_PATHS]).toEqual(['/home', '/account']);
  });
});
