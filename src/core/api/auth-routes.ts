import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { PASSWORD_MAX, PASSWORD_MIN } from '../schemas/auth';
import { sessionUserSchema } from '../schemas/responses';
import { defineRoute, SIGNED_IN } from './define-route';
import { errorAnswer, json, signedOut } from './json';

/**
 * The account endpoints the web app uses. better-auth serves them under /api/auth; these
 * declarations only describe them for the OpenAPI document (the server does not route by them).
 * A successful sign-up or sign-in sets the session cookie; errors come in the API's error shape.
 */
const tags = ['Account'];
const email = z.string().meta({ format: 'email' });
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const withUser = z.object({ user: sessionUserSchema }).loose();
/** A get-session answer: the user and when this session started (never its token). */
const withSession = withUser.extend({
  session: z.object({ createdAt: z.string() }).loose().optional(),
});
/** What GET /api/auth/get-session answers: the signed-in user and their session, or null. */
export type SessionAnswer = z.output<typeof withSession> | null;
const status = z.object({ status: z.boolean() }).loose();
const refused = errorAnswer('Refused; `error.code` and `error.message` say why.');
const tooMany = errorAnswer('Too many attempts; try again later.');

export const signUp = defineRoute({
  method: 'post',
  path: '/api/auth/sign-up/email',
  operationId: 'signUp',
  summary: 'Create an account and sign in',
  tags,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          email,
          password,
          name: z.string(),
          inviteToken: z
            .string()
            .optional()
            .meta({ description: 'SIGNUP=invite: the token of the invite link (?invite=…).' }),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'Signed up; the session cookie is set.', content: json(withUser) },
    400: refused,
    403: errorAnswer(
      'Sign-up is closed (signup_closed), or by invitation and the invite is missing, used, expired or for another address; or the server takes no passwords (PASSWORD_LOGIN=false: password_login_off).',
    ),
    422: refused,
    429: tooMany,
  },
});

export const signIn = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/email',
  operationId: 'signIn',
  summary: 'Sign in with email and password',
  tags,
  request: {
    body: {
      required: true,
      content: json(z.object({ email, password: z.string(), rememberMe: z.boolean().optional() })),
    },
  },
  responses: {
    200: { description: 'Signed in; the session cookie is set.', content: json(withUser) },
    400: refused,
    401: errorAnswer('Wrong email or password.'),
    403: errorAnswer(
      'The account is disabled by an admin (account_disabled), or the server takes no passwords (PASSWORD_LOGIN=false: password_login_off).',
    ),
    429: tooMany,
  },
});

export const signInWithProvider = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/social',
  operationId: 'signInWithProvider',
  summary: 'Start single sign-on: the OpenID provider’s sign-in address',
  description:
    'Served only when the server has single sign-on (OIDC_* settings; otherwise 404). The ' +
    'browser goes to `url`; the provider sends it back to /api/auth/callback/oidc. Whatever ' +
    'else the body holds, the provider is the configured one and the way back is /home.',
  tags,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          provider: z.literal('oidc'),
          inviteToken: z
            .string()
            .optional()
            .meta({ description: 'SIGNUP=invite: the token of the invite link (?invite=…).' }),
        }),
      ),
    },
  },
  responses: {
    200: {
      description: 'The provider’s authorization URL (with PKCE and state).',
      content: json(z.object({ url: z.string(), redirect: z.boolean() }).loose()),
    },
    403: errorAnswer('The invite is used or expired (invite_invalid).'),
    404: errorAnswer('The server has no single sign-on.'),
  },
});

export const singleSignOnCallback = defineRoute({
  method: 'get',
  path: '/api/auth/callback/oidc',
  operationId: 'singleSignOnCallback',
  summary: 'Where the OpenID provider sends the browser back',
  description:
    'Register `${BASE_URL}/api/auth/callback/oidc` as the redirect URI at the provider. Signs ' +
    'in (making or linking the account under the sign-up policy and the linking rules) and ' +
    'redirects to /home, or to /login?error=CODE (signup_closed, invite_required, ' +
    'invite_other_email, account_not_linked, account_disabled, …).',
  tags,
  responses: {
    302: { description: 'To /home with the session cookie set, or /login?error=CODE.' },
  },
});

export const signOut = defineRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  summary: 'End the session',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(z.object({})) } },
  responses: {
    200: {
      description: 'Signed out; the cookie is cleared.',
      content: json(z.object({ success: z.boolean() })),
    },
  },
});

export const getSession = defineRoute({
  method: 'get',
  path: '/api/auth/get-session',
  operationId: 'getSession',
  summary: 'The signed-in player, or null',
  tags,
  responses: {
    200: {
      description: 'The session and its user, or null without a session.',
      content: json(withSession.nullable()),
    },
  },
});

export const updateUser = defineRoute({
  method: 'post',
  path: '/api/auth/update-user',
  operationId: 'updateUser',
  summary: 'Change the display name or the language',
  tags,
  security: SIGNED_IN,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          name: z.string().optional(),
          locale: z
            .enum(LOCALES)
            .nullable()
            .optional()
            .meta({ description: "The player's language (null: follow the device)." }),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'Changed.', content: json(status) },
    400: refused,
    401: errorAnswer('No session.'),
  },
});

export const requestPasswordReset = defineRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  operationId: 'requestPasswordReset',
  summary: 'Mail a password reset link',
  description: 'Answers the same whether or not the address has an account.',
  tags,
  request: {
    body: {
      required: true,
      content: json(z.object({ email, redirectTo: z.string().optional() })),
    },
  },
  responses: {
    200: { description: 'Accepted.', content: json(status) },
    400: refused,
    429: tooMany,
  },
});

export const resetPassword = defineRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Set a new password with the token from the reset link',
  tags,
  request: {
    body: { required: true, content: json(z.object({ token: z.string(), newPassword: password })) },
  },
  responses: {
    200: { description: 'Changed; other sessions end.', content: json(status) },
    400: refused,
  },
});

export const checkResetLink = defineRoute({
  method: 'get',
  path: '/api/auth/reset-password/{token}',
  operationId: 'checkResetLink',
  summary: "Check a reset link's token before asking for a new password",
  description:
    'Redirects to `callbackURL?token=…` when the token is unused and unexpired, else to ' +
    '`callbackURL?error=INVALID_TOKEN`. The reset page follows it on load, so a dead link says so ' +
    'before the form.',
  tags,
  request: {
    params: z.object({ token: z.string() }),
    query: z.object({ callbackURL: z.string() }),
  },
  responses: {
    302: { description: 'To the callback, with the token or with error=INVALID_TOKEN.' },
  },
});

export const changePassword = defineRoute({
  method: 'post',
  path: '/api/auth/change-password',
  operationId: 'changePassword',
  summary: 'Change the password (the current one is asked for)',
  description:
    'Every other session of the player ends and every outstanding reset link dies; this ' +
    'session gets a new cookie. `revokeOtherSessions` is always true, whatever is sent.',
  tags,
  security: SIGNED_IN,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          currentPassword: z.string().min(1),
          newPassword: password,
          revokeOtherSessions: z.boolean().optional(),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'Changed; a new session cookie is set.', content: json(withUser) },
    400: errorAnswer('`invalid_password`: the current password is wrong; or a bad new one.'),
    401: signedOut,
    429: tooMany,
  },
});

/** One signed-in session of the player, as the account page lists it (never its token). */
export const accountSessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    /** When the session was last renewed (at most a day behind the last request). */
    lastSeenAt: z.string(),
    expiresAt: z.string(),
    /** The browser and the system it runs on, read from the user agent; null when unknown. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** 'desktop', 'mobile', 'tablet', or null when unknown. */
    device: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
    /** True for the session that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const listSessions = defineRoute({
  method: 'get',
  path: '/api/auth/list-sessions',
  operationId: 'listSessions',
  summary: "The player's signed-in sessions, this one first",
  tags,
  security: SIGNED_IN,
  responses: {
    200: { description: 'The sessions.', content: json(z.array(accountSessionSchema)) },
    401: signedOut,
  },
});

export const revokeOtherSessions = defineRoute({
  method: 'post',
  path: '/api/auth/revoke-other-sessions',
  operationId: 'revokeOtherSessions',
  summary: 'Sign out everywhere else',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(z.object({})) } },
  responses: {
    200: { description: 'Every other session ended.', content: json(status) },
    401: signedOut,
  },
});

export const listAccounts = defineRoute({
  method: 'get',
  path: '/api/auth/list-accounts',
  operationId: 'listAccounts',
  summary: "The player's ways to sign in",
  description:
    "One entry per way: `providerId` is 'credential' for a password, 'oidc' for single sign-on. " +
    'An account without a credential has no password (decision 0033).',
  tags,
  security: SIGNED_IN,
  responses: {
    200: {
      description: 'The ways to sign in.',
      content: json(z.array(z.object({ providerId: z.string() }).loose())),
    },
    401: signedOut,
  },
});

export const deleteUser = defineRoute({
  method: 'post',
  path: '/api/auth/delete-user',
  operationId: 'deleteUser',
  summary: 'Delete the account and everything of it',
  description:
    'Asks for the password. An account without one (made by single sign-on) sends no password ' +
    'and needs instead a session started by a sign-in within the last 10 minutes. Removes at ' +
    'once the account, its sessions and reset links, and every bag, disc, photo, share link ' +
    'and wish of the player; the cookie is cleared.',
  tags,
  security: SIGNED_IN,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          password: z
            .string()
            .min(1)
            .optional()
            .meta({ description: 'Required when the account has a password.' }),
        }),
      ),
    },
  },
  responses: {
    200: {
      description: 'Deleted and signed out.',
      content: json(z.object({ success: z.boolean() }).loose()),
    },
    400: errorAnswer('`invalid_password`, or no password given (password_required).'),
    403: errorAnswer(
      'An account without a password whose session is older than 10 minutes ' +
        '(fresh_sign_in_required): sign in again, then delete. The instance’s last admin that ' +
        'is not disabled (last_admin): make another admin first (npm run admin -- promote).',
    ),
    401: signedOut,
    429: tooMany,
  },
});

export const changeEmail = defineRoute({
  method: 'post',
  path: '/api/auth/change-email',
  operationId: 'changeEmail',
  summary: 'Mail a link that moves the account to a new address',
  description:
    'Asks for the password. The link goes to the new address and the old address is told; the ' +
    'address changes when the link is opened (GET /api/auth/verify-email). An address another ' +
    'account uses answers the same and mails nothing.',
  tags,
  security: SIGNED_IN,
  request: {
    body: {
      required: true,
      content: json(z.object({ newEmail: email, password: z.string().min(1) })),
    },
  },
  responses: {
    200: { description: 'Accepted.', content: json(status) },
    400: errorAnswer('`invalid_email`, `invalid_password`, or no password given.'),
    403: errorAnswer(
      'An account without a password (made by single sign-on) keeps the address its provider ' +
        'gives (email_from_provider).',
    ),
    401: signedOut,
    429: tooMany,
  },
});

export const verifyEmail = defineRoute({
  method: 'get',
  path: '/api/auth/verify-email',
  operationId: 'verifyEmail',
  summary: 'The link of an e-mail change: changes the address',
  description:
    'Redirects to the account page, with `error=` when the link has expired or no longer ' +
    'matches the account (the address changed since), and `error=email_taken` when another ' +
    'account took the new address meanwhile (409 `email_taken` without a page to go back to).',
  tags,
  responses: {
    302: { description: 'To /account?email=changed, or with error=CODE.' },
    409: errorAnswer('Another account took the new address meanwhile (email_taken).'),
  },
});

/**
 * The account settings endpoints: signed in, about the caller's own account only. The security
 * suite's route table lists them with the API's own routes (ownership matrix and fuzzers).
 */
export const ACCOUNT_ROUTES = [
  changePassword,
  changeEmail,
  listSessions,
  listAccounts,
  revokeOtherSessions,
  deleteUser,
];

/** Every account endpoint the document describes. */
export const AUTH_ROUTES = [
  signUp,
  signIn,
  signInWithProvider,
  singleSignOnCallback,
  signOut,
  getSession,
  updateUser,
  requestPasswordReset,
  resetPassword,
  ...ACCOUNT_ROUTES,
  verifyEmail,
];
