/** The product's account messages (docs/product.md), word for word. */
export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  tooManyLogins: 'Too many failed login attempts. Please try again later',
  network: 'Network error. Please check your connection and try again',
  loginFailed: 'Failed to login',
  unknownEmail: 'No account found with this email address',
  resetInvalidEmail: 'Invalid email address',
  resetFailed: 'Failed to send password reset email',
  resetSent:
    'Password reset email sent! Please check your inbox and follow the instructions to reset your password.',
  emailInUse: 'An account with this email already exists',
  signupInvalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password is too weak. Please use a stronger password',
  signupFailed: 'Failed to create account',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  passwordChangeFailed: 'Failed to change password',
  wrongPassword: 'Incorrect password',
  deleteFailed: 'Failed to delete account',
  othersSignedOut: 'Signed out everywhere else.',
  signOutOthersFailed: 'Failed to sign out the other devices',
  sameEmail: 'This is already your email address',
  emailChangeFailed: 'Failed to change email',
} as const;

/** What the server sends for an IP over its ceiling on a non-login auth call. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

export type AuthAction =
  | 'login'
  | 'signup'
  | 'reset'
  | 'settings'
  | 'changePassword'
  | 'changeEmail'
  | 'deleteAccount'
  | 'signOutOthers';

interface ErrorFacts {
  status?: number;
  code: string;
  message: string;
  isNetwork: boolean;
}

const EMAIL_IN_USE = new Set(['user_already_exists', 'user_already_exists_use_another_email']);
const INVALID_EMAIL = new Set(['invalid_email', 'invalid-email']);
const WEAK_PASSWORD = new Set([
  'password_too_short',
  'password_too_long',
  'invalid_password',
  'password-does-not-meet-requirements',
  'weak-password',
]);
const BAD_CREDENTIALS = new Set([
  'invalid_email_or_password',
  'invalid_credentials',
  'invalid-credential',
  'wrong-password',
  'user-not-found',
]);
const UNKNOWN_USER = new Set(['user_not_found', 'user-not-found']);

function factsOf(err: unknown): ErrorFacts {
  if (err === null || typeof err !== 'object') {
    return { code: '', message: typeof err === 'string' ? err : '', isNetwork: false };
  }
  const e = err as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    isNetwork?: unknown;
    name?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  const isNetwork =
    e.isNetwork === true ||
    status === 0 ||
    code === 'network' ||
    code === 'network-request-failed' ||
    // fetch itself rejects with a TypeError when the request never leaves the browser
    (e.name === 'TypeError' && /fetch|network/i.test(String(e.message)));
  return { status, code, message: typeof e.message === 'string' ? e.message : '', isNetwork };
}

/** Turns a server or network error into the product's message for the action that failed. */
export function authErrorMessage(action: AuthAction, err: unknown): string {
  const f = factsOf(err);
  const M = AUTH_ERROR_MESSAGES;
  switch (action) {
    case 'login':
      if (f.isNetwork) return M.network;
      if (f.status === 429 || f.code === 'too-many-requests') return M.tooManyLogins;
      if (f.status === 401 || BAD_CREDENTIALS.has(f.code) || INVALID_EMAIL.has(f.code)) {
        return M.invalidCredentials;
      }
      return f.message || M.loginFailed;
    case 'signup':
      if (f.isNetwork) return M.network;
      if (EMAIL_IN_USE.has(f.code) || f.code === 'email-already-in-use') return M.emailInUse;
      if (INVALID_EMAIL.has(f.code)) return M.signupInvalidEmail;
      if (WEAK_PASSWORD.has(f.code)) return M.weakPassword;
      return f.message || M.signupFailed;
    case 'reset':
      if (f.isNetwork) return M.network;
      if (UNKNOWN_USER.has(f.code) || f.status === 404) return M.unknownEmail;
      if (INVALID_EMAIL.has(f.code)) return M.resetInvalidEmail;
      return f.message || M.resetFailed;
    case 'settings':
      if (f.isNetwork) return M.network;
      return f.message || M.profileFailed;
    case 'changePassword':
      if (f.isNetwork) return M.network;
      // better-auth's code for a wrong current password (not a weak new one).
      if (f.code === 'invalid_password') return M.wrongCurrentPassword;
      if (WEAK_PASSWORD.has(f.code)) return M.weakPassword;
      return f.message || M.passwordChangeFailed;
    case 'changeEmail':
      if (f.isNetwork) return M.network;
      if (f.code === 'invalid_password') return M.wrongPassword;
      if (INVALID_EMAIL.has(f.code)) return M.signupInvalidEmail;
      if (f.status === 400 && /same/i.test(f.message)) return M.sameEmail;
      return f.message || M.emailChangeFailed;
    case 'deleteAccount':
      if (f.isNetwork) return M.network;
      if (f.code === 'invalid_password') return M.wrongPassword;
      return f.message || M.deleteFailed;
    case 'signOutOthers':
      if (f.isNetwork) return M.network;
      return f.message || M.signOutOthersFailed;
  }
}
