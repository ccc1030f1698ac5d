import { eq } from 'drizzle-orm';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
// minimal: the same betterAuth without Kysely, which only a direct database connection needs (we
// give it drizzleAdapter); it keeps Kysely's modules out of the start (BENCHMARKS.md, start).
import { betterAuth } from 'better-auth/minimal';
import { APIError, isAPIError } from 'better-auth/api';
import type { BetterAuthOptions } from 'better-auth';
import { SIGNUP_MESSAGES } from '../../core/accounts/sign-up-policy';
import { promoteIfFirst } from '../admin/accounts-admin';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../../core/schemas/auth';
import type { Db } from '../db/client';
import { schema } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { ApiError } from '../http/errors';
import { deletePlayer } from './account-deletion';
import { emailChangeSender } from './email-change';
import { authHooks } from './auth-hooks';
import { noteAuthFailure } from './auth-errors';
import { CLIENT_IP_HEADER } from './client-ip';
import { resetMailSender } from './reset-email';
import { timingSafePasswords } from './sign-in-timing';
import { revokeResetTokens, revokeResetTokensAfterChange } from './reset-tokens';
import { trustedOrigins } from './trusted-origins';
import { OIDC_PROVIDER_ID } from '../../core/accounts/single-sign-on';
import { z } from 'zod';
import { LOCALES } from '../../core/i18n/locales';
import { ssoAccountRules, useCarriedInvite } from './sso-sign-up';

/** argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane (SECURITY.md). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD = PASSWORD_MIN;
export const MAX_PASSWORD = PASSWORD_MAX;
/** E-mail change links live one hour. */
export const EMAIL_CHANGE_SECONDS = 60 * 60;
/** Reset links live one hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** Per-IP ceilings (requests per window in seconds), kept in the database for every process. */
export const IP_LIMITS = {
  '/sign-in/email': { window: 60, max: 30 },
  '/sign-up/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  // Both check a password: a stolen session must not become a way to guess it.
  '/change-password': { window: 60, max: 10 },
  '/delete-user': { window: 60, max: 10 },
  '/change-email': { window: 60, max: 10 },
} as const;

/** The ceilings times AUTH_RATE_LIMIT_FACTOR (a shared test server signs many people up from one IP). */
function scaledLimits(factor: number) {
  return Object.fromEntries(
    Object.entries(IP_LIMITS).map(([path, rule]) => [
      path,
      { ...rule, max: Math.round(rule.max * factor) },
    ]),
  );
}

/**
 * Endpoints Hyzer does not use: no social sign-in (but the one provider of single sign-on,
 * decision 0033, when configured), no linking of a provider to a signed-in account, no
 * e-mail verification other than the link
 * that confirms a new address (/verify-email), no
 * deletion by mailed link, and no signing out of one other session by its token (the account
 * page lists sessions without their tokens; it signs out all the others at once here, or one by
 * its id through /api/account/sessions/{id}, routes/account.ts). /list-accounts
 * stays: the account page reads from it whether the player has a password (decision 0033).
 */
const DISABLED_PATHS = [
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/account-info',
  '/refresh-token',
  '/get-access-token',
  '/send-verification-email',
  '/delete-user/callback',
  '/update-session',
  '/revoke-session',
  '/revoke-sessions',
];

export interface AuthDeps {
  env: Env;
  db: Db;
  logger: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox folder. */
  mailer?: Mailer;
}

/** Only the change of address sends a verification mail: none at sign-up or sign-in. */
function emailVerificationOptions(
  sendEmailChange: ReturnType<typeof emailChangeSender>,
): BetterAuthOptions['emailVerification'] {
  return {
    sendOnSignUp: false,
    sendOnSignIn: false,
    expiresIn: EMAIL_CHANGE_SECONDS,
    sendVerificationEmail: ({ user, url }) => {
      void sendEmailChange({ user, url });
      return Promise.resolve();
    },
  };
}

/** better-auth's own limits, kept in the database (shared by every process), scaled by env. */
function rateLimitOptions(env: Env): BetterAuthOptions['rateLimit'] {
  return {
    enabled: true,
    storage: 'database',
    window: 60,
    max: 100,
    customRules: { ...scaledLimits(env.AUTH_RATE_LIMIT_FACTOR), '/get-session': false },
  };
}

export function createAuth({ env, db, logger, mailer }: AuthDeps) {
  const oidc = env.OIDC;
  // The provider's page is reached only through /sign-in/social, which the hooks bind to it.
  const disabledPaths = oidc
    ? DISABLED_PATHS.filter((p) => p !== '/sign-in/social')
    : DISABLED_PATHS;
  const mail = mailer ?? createMailer(env, logger);
  const sendResetMail = resetMailSender(env.BASE_URL, mail, logger);
  const sendEmailChange = emailChangeSender(db, mail, logger);
  return betterAuth({
    appName: 'Hyzer',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: trustedOrigins(env.BASE_URL),
    disabledPaths,
    plugins: oidcPlugins(oidc),
    account: ACCOUNT_OPTIONS,
    telemetry: { enabled: false },
    database: authDatabase(db),
    emailAndPassword: passwordOptions(db, sendResetMail),
    databaseHooks: databaseHooks(db, logger, oidc !== undefined),
    user: {
      // The sign-up policy for a first single sign-on (decision 0033).
      validateUserInfo: ssoAccountRules({ signup: env.SIGNUP }),
      // role and disabled are read with the user (get-session answers them) and never set by it.
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'player' },
        disabled: { type: 'boolean', input: false, defaultValue: false },
        // The player's language (decision 0040), set through update-user; null: the device's.
        locale: {
          type: 'string',
          required: false,
          input: true,
          validator: { input: z.enum(LOCALES).nullable() },
        },
      },
      // A new address takes effect when the link mailed to it is opened (email-change.ts); the
      // hooks ask for the password first.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      // The hooks make the password compulsory (auth-hooks.ts); deletePlayer removes everything
      // of the player in one transaction before better-auth's own delete, which then ends the
      // sessions it finds (none) and clears the cookie.
      deleteUser: deleteUserOptions(db),
    },
    // No "fresh sign-in" rule: listing sessions works for any session, and the endpoints that
    // need more (change-password, delete-user) ask for the password instead.
    session: { freshAge: 0 },
    emailVerification: emailVerificationOptions(sendEmailChange),
    // Reset tokens are kept as SHA-256 digests: the database never holds a usable token.
    verification: { storeIdentifier: 'hashed' },
    rateLimit: rateLimitOptions(env),
    hooks: {
      before: authHooks({
        revealUnknownEmail: env.AUTH_REVEAL_UNKNOWN_EMAIL,
        signup: env.SIGNUP,
        passwordLogin: env.PASSWORD_LOGIN,
        baseUrl: env.BASE_URL,
        db,
      }),
      after: revokeResetTokensAfterChange(db),
    },
    ...authLogging(env, logger),
    advanced: cookieOptions(env.BASE_URL.startsWith('https://')),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Single sign-on (decision 0033): one OpenID Connect provider, found through its discovery
 * document (fetched on the first auth request, tried again on a sign-in while it fails), with
 * PKCE and a checked ID token.
 */
function oidcPlugins(oidc: Env['OIDC']) {
  return oidc
    ? [
        genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              name: oidc.name,
              discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
              clientId: oidc.clientId,
              clientSecret: oidc.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              // client_secret_basic: the token endpoint's default in OpenID Connect.
              authentication: 'basic',
              requireIdTokenVerification: true,
            },
          ],
        }),
      ]
    : [];
}

/** Linking a single sign-on to an account of the same address (the rules: decision 0033). */
const ACCOUNT_OPTIONS: BetterAuthOptions['account'] = {
  accountLinking: {
    enabled: true,
    // A provider is trusted with an address only when it says it verified it
    // (email_verified); a Hyzer account's own address is never verified at sign-up, so
    // that is not asked (the rules: decision 0033).
    trustedProviders: [],
    requireLocalEmailVerified: false,
    allowDifferentEmails: false,
    updateUserInfoOnLink: false,
  },
};

/** better-auth's tables through Drizzle, on the app's own database. */
function authDatabase(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    // Sign-up (user + account) and a reset (token, sessions, password) commit all or nothing.
    transaction: true,
    schema: {
      user: schema.user,
      session: schema.session,
      account: schema.account,
      verification: schema.verification,
      rateLimit: schema.rateLimit,
    },
  });
}

/** The session cookie: prefixed, HTTP-only, Lax, Secure over HTTPS; the client address from the socket. */
function cookieOptions(https: boolean): BetterAuthOptions['advanced'] {
  return {
    cookiePrefix: 'hyzer',
    useSecureCookies: https,
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
    // The only trusted source of the client address: set from the socket by clientIp().
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    disableOriginCheck: false,
    disableCSRFCheck: false,
  };
}

/** Sign-in and reset by e-mail and password: argon2, the same cost for an unknown e-mail. */
function passwordOptions(
  db: Db,
  sendResetMail: (email: string, token: string, locale?: string | null) => Promise<void>,
): BetterAuthOptions['emailAndPassword'] {
  return {
    enabled: true,
    minPasswordLength: MIN_PASSWORD,
    maxPasswordLength: MAX_PASSWORD,
    autoSignIn: true,
    // An unknown e-mail costs the same as a wrong password (sign-in-timing.ts).
    password: timingSafePasswords(
      {
        hash: (password) => argonHash(password, ARGON2),
        verify: ({ hash, password }) => argonVerify(hash, password),
      },
      // What better-auth reads for a found user: its accounts (no user has the id '').
      () => db.select().from(schema.account).where(eq(schema.account.userId, '')).limit(100),
    ),
    resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
    revokeSessionsOnPasswordReset: true,
    // The link just used is consumed; every other outstanding link of the user dies with it.
    onPasswordReset: ({ user }) => revokeResetTokens(db, user.id),
    // Not awaited on purpose: see resetMailSender.
    sendResetPassword: ({ user, token }) => {
      // In the account's language (decision 0040).
      void sendResetMail(user.email, token, (user as { locale?: string | null }).locale);
      return Promise.resolve();
    },
  };
}

/**
 * What runs around better-auth's own writes of users and sessions: the first account becomes the
 * instance's admin, an e-mail change to a taken address is refused, a disabled account gets no
 * session.
 */
function databaseHooks(
  db: Db,
  logger: Logger,
  singleSignOn: boolean,
): BetterAuthOptions['databaseHooks'] {
  return {
    // The first account of a new instance is its admin (after the sign-up's transaction).
    // An account made by single sign-on uses up the invite it came with (decision 0033).
    // An e-mail change link opened after another account took the address is refused (the
    // unique index would otherwise fail the update with a 500): back to the account page with
    // error=email_taken, or 409 without a page to go back to.
    user: {
      create: {
        after: async (created) => {
          // The sign-up's answer is made before this runs: auth-middleware.ts gives it the role.
          await promoteIfFirst(db, created.id);
          if (singleSignOn) await useCarriedInvite(db, logger, created.email);
        },
      },
      update: {
        before: async (changes, ctx) => {
          if (typeof changes.email !== 'string' || ctx?.path !== '/verify-email') return;
          const [holder] = await db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(schema.user.email, changes.email.toLowerCase()));
          if (!holder) return;
          const back = (ctx.query as { callbackURL?: unknown } | undefined)?.callbackURL;
          if (typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')) {
            throw ctx.redirect(`${back}${back.includes('?') ? '&' : '?'}error=email_taken`);
          }
          throw new APIError('CONFLICT', {
            code: 'email_taken',
            message: AUTH_MESSAGES.emailTaken,
          });
        },
      },
    },
    // A disabled account gets no session, whichever way it signs in.
    session: {
      create: {
        before: async (starting, ctx) => {
          const owner = await ctx?.context.internalAdapter.findUserById(starting.userId);
          if ((owner as { disabled?: boolean } | null)?.disabled) {
            throw new APIError('FORBIDDEN', {
              code: 'account_disabled',
              message: SIGNUP_MESSAGES.disabled,
            });
          }
        },
      },
    },
  };
}

/** Deleting an account: everything of the player first, in one transaction (account-deletion.ts). */
function deleteUserOptions(db: Db): NonNullable<BetterAuthOptions['user']>['deleteUser'] {
  return {
    enabled: true,
    // The last admin is refused with the API's error shape (403 last_admin).
    beforeDelete: async (player) => {
      try {
        await deletePlayer(db, player);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        throw new APIError('FORBIDDEN', { code: err.code, message: err.message });
      }
    },
  };
}

/** better-auth's log lines into the app's logger; expected refusals are not errors. */
function authLogging(env: Env, logger: Logger): Pick<BetterAuthOptions, 'logger' | 'onAPIError'> {
  return {
    logger: {
      level: 'warn',
      log: (level, message) => {
        if (level === 'error') logger.error({ source: 'better-auth' }, message);
        else logger.debug({ source: 'better-auth', level }, message);
      },
    },
    // Expected refusals (wrong password, taken e-mail…) are not errors; anything else is logged.
    onAPIError: {
      // A single sign-on that fails before its state is read (no or a stale state) comes back
      // to the login page, which says so; the others carry their own error address (/login).
      errorURL: `${env.BASE_URL}/login`,
      onError: (err) => {
        noteAuthFailure(err);
        if (isAPIError(err) && err.status !== 'INTERNAL_SERVER_ERROR') return;
        logger.error({ source: 'better-auth', err }, 'auth request failed');
      },
    },
  };
}
