import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './error-messages';

/** The shape src/web/lib/http.ts throws (status 0 means no answer arrived). */
const http = (status: number, code: string, message = '') => ({
  status,
  code,
  message,
  isNetwork: status === 0,
});
const offline = http(0, 'network', 'Network error. Please check your connection and try again');
const NETWORK = 'Network error. Please check your connection and try again';

describe('authErrorMessage: login', () => {
  it.each([
    [
      'wrong password or unknown e-mail',
      http(401, 'invalid_email_or_password', 'Invalid credentials'),
    ],
    ['a 401 without a known code', http(401, 'http_401')],
    ['a malformed e-mail', http(400, 'invalid_email', 'Invalid email')],
  ])('says Invalid credentials for %s', (_, err) => {
    expect(authErrorMessage('login', err)).toBe('Invalid credentials');
  });

  it.each([
    ['the account lock', http(429, 'too_many_attempts')],
    ['the per-IP ceiling', http(429, 'too_many_requests', 'Too many requests')],
  ])('says too many attempts for %s', (_, err) => {
    expect(authErrorMessage('login', err)).toBe(
      'Too many failed login attempts. Please try again later',
    );
  });

  it('says network error when no answer came, including a raw fetch TypeError', () => {
    expect(authErrorMessage('login', offline)).toBe(NETWORK);
    expect(authErrorMessage('login', new TypeError('Failed to fetch'))).toBe(NETWORK);
  });

  it("passes another error's message on, or says Failed to login", () => {
    expect(authErrorMessage('login', http(503, 'db_unavailable', 'The database is down.'))).toBe(
      'The database is down.',
    );
    expect(authErrorMessage('login', http(500, 'internal', ''))).toBe('Failed to login');
    expect(authErrorMessage('login', undefined)).toBe('Failed to login');
  });
});

describe('authErrorMessage: signup', () => {
  it.each(['user_already_exists', 'user_already_exists_use_another_email'])(
    'says the e-mail is taken for %s',
    (code) => {
      expect(authErrorMessage('signup', http(422, code, 'User already exists.'))).toBe(
        'An account with this email already exists',
      );
    },
  );

  it('asks for a valid e-mail address', () => {
    expect(authErrorMessage('signup', http(400, 'invalid_email', 'Invalid email'))).toBe(
      'Please enter a valid email address',
    );
  });

  it.each(['password_too_short', 'password_too_long'])(
    'says the password is weak for %s',
    (code) => {
      expect(authErrorMessage('signup', http(400, code, 'Password too short'))).toBe(
        'Password is too weak. Please use a stronger password',
      );
    },
  );

  it('says network error when offline', () => {
    expect(authErrorMessage('signup', offline)).toBe(NETWORK);
  });

  it("passes another error's message on, or says Failed to create account", () => {
    expect(authErrorMessage('signup', http(429, 'too_many_requests', 'Too many requests.'))).toBe(
      'Too many requests.',
    );
    expect(authErrorMessage('signup', new Error(''))).toBe('Failed to create account');
  });
});

describe('authErrorMessage: reset', () => {
  it('says no account for an unknown address', () => {
    expect(authErrorMessage('reset', http(404, 'user_not_found', 'whatever'))).toBe(
      'No account found with this email address',
    );
  });

  it('says invalid e-mail address', () => {
    expect(authErrorMessage('reset', http(400, 'invalid_email', 'Invalid email'))).toBe(
      'Invalid email address',
    );
  });

  it("passes another error's message on, or says Failed to send password reset email", () => {
    expect(authErrorMessage('reset', http(400, 'invalid_token', 'This link has expired.'))).toBe(
      'This link has expired.',
    );
    expect(authErrorMessage('reset', http(500, 'internal'))).toBe(
      'Failed to send password reset email',
    );
  });
});

describe('authErrorMessage: settings', () => {
  it("passes the error's message on, or says Failed to update profile", () => {
    expect(
      authErrorMessage('settings', http(400, 'invalid_name', 'Display name is required')),
    ).toBe('Display name is required');
    expect(authErrorMessage('settings', {})).toBe('Failed to update profile');
  });
});

describe('authErrorMessage: account settings', () => {
  it('tells a wrong current password from a weak new one', () => {
    expect(
      authErrorMessage('changePassword', http(400, 'invalid_password', 'Invalid password')),
    ).toBe('Current password is incorrect');
    expect(authErrorMessage('changePassword', http(400, 'password_too_short', 'short'))).toBe(
      'Password is too weak. Please use a stronger password',
    );
    expect(authErrorMessage('changePassword', http(500, 'internal', ''))).toBe(
      'Failed to change password',
    );
  });

  it('says the password is incorrect when deleting with a wrong one', () => {
    expect(
      authErrorMessage('deleteAccount', http(400, 'invalid_password', 'Invalid password')),
    ).toBe('Incorrect password');
    expect(authErrorMessage('deleteAccount', offline)).toBe(NETWORK);
    expect(authErrorMessage('deleteAccount', {})).toBe('Failed to delete account');
  });

  it('passes a sign-out-everywhere failure on, or says it failed', () => {
    expect(authErrorMessage('signOutOthers', http(401, 'unauthorized', 'Unauthorized'))).toBe(
      'Unauthorized',
    );
    expect(authErrorMessage('signOutOthers', http(500, 'internal', ''))).toBe(
      'Failed to sign out the other devices',
    );
  });
});
