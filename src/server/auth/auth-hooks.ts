import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isLocale, LOCALES } from '../../core/i18n/locales';
import { z } from 'zod';
import { AUTH_ERROR_MESSAGES } from '../../core/auth/error-messages';
import { AUTH_MESSAGES, DISPLAY_NAME_MAX, displayNameSchema } from '../../core/schemas/auth';
import { isStorableText } from '../../core/schemas/storable-text';
import { SIGNUP_MESSAGES, type SignupPolicy } from '../../core/accounts/sign-up-policy';
import {
  FRESH_SIGN_IN_MINUTES,
  OIDC_PROVIDER_ID,
  SSO_MESSAGES,
  SSO_RETURN_PATHS,
} from '../../core/accounts/single-sign-on';
import { checkInvite, consumeInvite } from '../invites/invites';
import { carryInvite } from './sso-sign-up';
import type { Db } from '../db/client';
import { EMAIL_CHANGED_PATH } from './email-change';
import { isBoundedEmail } from './login-throttle';

export interface AuthHookOptions {
  /** AUTH_REVEAL_UNKNOWN_EMAIL: the reset request says 404 for an address with no account. */
  revealUnknownEmail: boolean;
  /** SIGNUP: closed refuses every sign-up, invite takes one with a valid invite token only. */
  signup: SignupPolicy;
  /** PASSWORD_LOGIN=false: no password sign-in, sign-up or reset (single sign-on only). */
  passwordLogin: boolean;
  /** BASE_URL: where a single sign-on comes back to. */
  baseUrl: string;
  db: Db;
}

function forbidden(code: string, message: string): never {
  throw new APIError('FORBIDDEN', { code, message });
}

const EMAIL_PATHS = new Set(['/sign-up/email', '/sign-in/email', '/request-password-reset']);
/** What PASSWORD_LOGIN=false refuses (decision 0033). */
const PASSWORD_PATHS = new Set([...EMAIL_PATHS, '/reset-password']);

function badRequest(code: string, message: string): never {
  throw new APIError('BAD_REQUEST', { code, message });
}

function body(ctx: { body?: unknown }): Record<string, unknown> {
  const b = ctx.body;
  return b !== null && typeof b === 'object' && !Array.isArray(b)
    ? (b as Record<string, unknown>)
    : {};
}

/**
 * Checks that run inside better-auth before its own handlers:
 * - sign-up, sign-in and reset request: the e-mail is at most 254 characters, with no control
 *   characters (the database never sees an unbounded or NUL-carrying address);
 * - sign-up: the policy first (SIGNUP=closed: 403; invite: 403 without an unused, unexpired
 *   invite for the address, which is used up only by a sign-up that can succeed); the display
 *   name may be empty or absent (it becomes ''), at most 60 characters;
 * - update-user: only the display name may change, and it must be a valid one;
 * - request-password-reset: with revealUnknownEmail, an unknown address answers 404;
 * - change-password: the current password is required, and the other sessions always end
 *   (better-auth ends them only when asked);
 * - change-email: a bounded, valid new address and the password; the link in the mail leads
 *   back to the account page;
 * - change-email: an account without a password is refused (its address is its provider's);
 * - delete-user: the password is required (better-auth would take a session alone, or a token
 *   from a mailed link, which Hyzer does not send), and nothing else is passed on; an account
 *   without a password needs instead a session started within FRESH_SIGN_IN_MINUTES
 *   (decision 0033);
 * - PASSWORD_LOGIN=false: password sign-in, sign-up and reset answer 403 (decision 0033);
 * - sign-in/social (only served with single sign-on): always our one provider, by redirect (no
 *   ID token taken from the browser), back to /home or, on a failure, /login; an invite token
 *   from the sign-up page rides along in the OAuth state.
 */
export function authHooks(opts: AuthHookOptions) {
  return createAuthMiddleware(async (ctx) => {
    if (!opts.passwordLogin && PASSWORD_PATHS.has(ctx.path)) {
      forbidden('password_login_off', SSO_MESSAGES.passwordLoginOff);
    }
    if (EMAIL_PATHS.has(ctx.path)) {
      const email = body(ctx).email;
      // Bounded and printable before anything compares it in the database.
      if (typeof email === 'string' && !isBoundedEmail(email)) {
        badRequest('invalid_email', 'Invalid email');
      }
    }
    return PATH_HOOKS[ctx.path]?.(ctx, opts);
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
/** A hook's change to the request, or nothing to pass it on as it came. */
type HookAnswer = { context: { body: Record<string, unknown> } } | undefined;

/** The hooks of the endpoints Hyzer checks or rewrites, by path. */
type PathHook = (ctx: HookContext, opts: AuthHookOptions) => HookAnswer | Promise<HookAnswer>;
const PATH_HOOKS: Record<string, PathHook> = {
  '/sign-in/social': signInSocial,
  '/sign-up/email': signUpEmail,
  '/update-user': updateUser,
  '/change-password': changePassword,
  '/change-email': changeEmail,
  '/delete-user': deleteUser,
  '/request-password-reset': requestPasswordReset,
};

/** An OIDC sign-in: always our provider, by redirect, with an invite carried. */
async function signInSocial(ctx: HookContext, opts: AuthHookOptions): Promise<HookAnswer> {
  const { inviteToken, callbackURL, idToken } = body(ctx);
  // better-auth merges the body this hook returns into the request's, so an ID token the
  // browser sent would survive the rewrite below: refused here (decision 0033).
  if (idToken !== undefined) badRequest('id_token_not_accepted', SSO_MESSAGES.idTokenRefused);
  await carryInvite(opts.db, inviteToken);
  const back = (path: string) => `${opts.baseUrl}${path}`;
  // Back to /home, or to the account page after a fresh sign-in to delete the account.
  const to = SSO_RETURN_PATHS.find((p) => p === callbackURL) ?? '/home';
  return {
    context: {
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: back(to),
        newUserCallbackURL: back('/home'),
        errorCallbackURL: back('/login'),
        disableRedirect: true,
      },
    },
  };
}

/** A sign-up: the policy (closed, invite) and a bounded, storable display name. */
async function signUpEmail(ctx: HookContext, opts: AuthHookOptions): Promise<HookAnswer> {
  const { inviteToken, ...b } = body(ctx);
  if (opts.signup === 'closed') forbidden('signup_closed', SIGNUP_MESSAGES.closed);
  if (opts.signup === 'invite') await useInvite(ctx, opts.db, inviteToken, b);
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (name.length > DISPLAY_NAME_MAX) {
    badRequest('invalid_name', `Display name must be at most ${DISPLAY_NAME_MAX} characters`);
  }
  if (!isStorableText(name)) {
    badRequest('invalid_name', 'Display name contains characters that are not allowed');
  }
  if (b.image !== undefined) badRequest('field_not_allowed', 'Field not allowed to be set');
  return { context: { body: { ...b, name } } };
}

/** A change of the display name or the language, and nothing else. */
function updateUser(ctx: HookContext): HookAnswer {
  const b = body(ctx);
  const extra = Object.keys(b).filter((k) => k !== 'name' && k !== 'locale');
  if (extra.length > 0) badRequest('field_not_allowed', 'Only the display name can be changed');
  const changes: { name?: string; locale?: string | null } = {};
  if (b.locale !== undefined) {
    // The player's language (decision 0040), or null to follow each device.
    if (b.locale !== null && !isLocale(b.locale)) {
      badRequest('invalid_locale', `The language must be one of ${LOCALES.join(', ')}`);
    }
    changes.locale = b.locale;
  }
  if (b.name !== undefined || b.locale === undefined) {
    const parsed = displayNameSchema.safeParse(b.name);
    if (!parsed.success) badRequest('invalid_name', parsed.error.issues[0]!.message);
    changes.name = parsed.data;
  }
  return { context: { body: changes } };
}

/** A password change: the current password, and the other sessions end. */
function changePassword(ctx: HookContext): HookAnswer {
  const b = body(ctx);
  if (typeof b.currentPassword !== 'string' || b.currentPassword === '') {
    badRequest('current_password_required', AUTH_MESSAGES.currentPasswordRequired);
  }
  const changed = { currentPassword: b.currentPassword, newPassword: b.newPassword };
  return { context: { body: { ...changed, revokeOtherSessions: true } } };
}

/** A change of e-mail address: a valid address and the password checked first. */
async function changeEmail(ctx: HookContext): Promise<HookAnswer> {
  const b = body(ctx);
  const newEmail = typeof b.newEmail === 'string' ? b.newEmail.trim() : '';
  if (!isBoundedEmail(newEmail) || !z.email().safeParse(newEmail).success) {
    badRequest('invalid_email', 'Invalid email');
  }
  if (typeof b.password !== 'string' || b.password === '') {
    // An account without a password keeps its provider's address (decision 0033).
    if ((await passwordOf(ctx)) === null) {
      forbidden('email_from_provider', SSO_MESSAGES.emailFromProvider);
    }
    badRequest('password_required', AUTH_MESSAGES.passwordRequired);
  }
  // The password first: a stolen session must not be able to move the account to an
  // address its thief reads (and then reset the password there).
  const session = await signedIn(ctx);
  const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  const ok =
    credential?.password &&
    (await ctx.context.password.verify({ hash: credential.password, password: b.password }));
  if (!ok) badRequest('invalid_password', 'Invalid password');
  return { context: { body: { newEmail, callbackURL: EMAIL_CHANGED_PATH } } };
}

/** Deleting the account: the password, or a fresh single sign-on for an account without one. */
async function deleteUser(ctx: HookContext): Promise<HookAnswer> {
  const password = body(ctx).password;
  if (typeof password === 'string' && password !== '') {
    return { context: { body: { password } } };
  }
  // No password given: only an account without one, and only a fresh sign-in (decision 0033).
  const session = await signedIn(ctx);
  if ((await passwordOf(ctx, session.user.id)) !== null) {
    badRequest('password_required', AUTH_MESSAGES.passwordRequired);
  }
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (!(age >= 0 && age < FRESH_SIGN_IN_MINUTES * 60_000)) {
    forbidden('fresh_sign_in_required', SSO_MESSAGES.freshSignInRequired);
  }
  // better-auth deletes on a session alone when it is given no password (freshAge 0).
  return { context: { body: {} } };
}

/** A reset for an unknown address says so, when the instance reveals it (REVEAL_UNKNOWN_EMAIL). */
async function requestPasswordReset(ctx: HookContext, opts: AuthHookOptions): Promise<HookAnswer> {
  if (!opts.revealUnknownEmail) return;
  const email = body(ctx).email;
  // A malformed address is left to better-auth, which answers 400 INVALID_EMAIL.
  if (typeof email !== 'string' || !z.email().safeParse(email.trim()).success) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) {
    throw new APIError('NOT_FOUND', {
      code: 'user_not_found',
      message: AUTH_ERROR_MESSAGES.unknownEmail,
    });
  }
}

async function signedIn(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  if (!session)
    throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return session;
}

/**
 * The password hash of the signed-in player (or of `userId`), or null for an account without
 * one (made by single sign-on, decision 0033). Without a session: 401.
 */
async function passwordOf(ctx: HookContext, userId?: string): Promise<string | null> {
  const id = userId ?? (await signedIn(ctx)).user.id;
  const credential = await ctx.context.internalAdapter.findCredentialAccount(id);
  return credential?.password || null;
}

/**
 * SIGNUP=invite: the token must be an unused, unexpired invite for the address (403 otherwise,
 * before anything says whether the address has an account). A sign-up that better-auth will
 * refuse anyway (a malformed address or password, an address taken) keeps the invite; any other
 * uses it up, in one UPDATE, so of two sign-ups racing with one link only one passes.
 */
async function useInvite(
  ctx: HookContext,
  db: Db,
  token: unknown,
  b: Record<string, unknown>,
): Promise<void> {
  if (typeof token !== 'string' || token === '' || token.length > 200) {
    forbidden('invite_required', SIGNUP_MESSAGES.inviteRequired);
  }
  const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
  const refuse = (check: 'invalid' | 'other-email'): never =>
    check === 'invalid'
      ? forbidden('invite_invalid', SIGNUP_MESSAGES.inviteInvalid)
      : forbidden('invite_other_email', SIGNUP_MESSAGES.inviteOtherEmail);
  const check = await checkInvite(db, token, email);
  if (check !== 'ok') refuse(check);
  const password = b.password;
  const minLength = ctx.context.password.config.minPasswordLength;
  const maxLength = ctx.context.password.config.maxPasswordLength;
  if (typeof password !== 'string' || password.length < minLength || password.length > maxLength) {
    return;
  }
  if (!z.email().safeParse(b.email).success) return;
  if (await ctx.context.internalAdapter.findUserByEmail(email)) return;
  const used = await consumeInvite(db, token, email);
  if (used !== 'ok') refuse(used);
}
