import { AsyncLocalStorage } from 'node:async_hooks';
import { SERVER_TEXTS } from '../../core/i18n/server-texts';
import type { MiddlewareHandler } from 'hono';
import { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS_MESSAGE } from '../../core/auth/error-messages';
import { DB_UNAVAILABLE_MESSAGE, isDbUnavailable } from '../http/errors';
import { readAnswerJson } from '../http/read-once';

/** What better-auth failed on during the auth request being answered. */
const failures = new AsyncLocalStorage<{ dbUnavailable: boolean }>();

/**
 * Told of every error better-auth turns into an answer (its onAPIError). A database that timed
 * out or went away inside an endpoint becomes a plain 500 there; noting it here lets the answer
 * say 503, as the rest of the API does, even when the database answers again a moment later.
 */
export function noteAuthFailure(err: unknown): void {
  const current = failures.getStore();
  if (current && isDbUnavailable(err)) current.dbUnavailable = true;
}

export const TOO_MANY_LOGINS_MESSAGE = AUTH_ERROR_MESSAGES.tooManyLogins;
export const INVALID_RESET_TOKEN_MESSAGE = SERVER_TEXTS.invalidResetToken;

const SIGN_IN = /\/sign-in\//;
const EMAIL_BODY_PATHS = /\/(sign-up\/email|sign-in\/email|request-password-reset)$/;

interface BetterAuthErrorBody {
  code?: unknown;
  message?: unknown;
  error?: unknown;
}

/** The API's one error shape for an auth answer, with the product's wording where the UI shows it. */
function normalise(path: string, status: number, body: BetterAuthErrorBody | null) {
  let code = typeof body?.code === 'string' ? body.code : `http_${status}`;
  let message =
    typeof body?.message === 'string' && body.message ? body.message : SERVER_TEXTS.requestFailed;
  if (status >= 500) {
    // Never pass a database or library error text to the client.
    code = 'internal';
    message = SERVER_TEXTS.internal;
  } else if (status === 404 && typeof body?.code !== 'string') {
    code = 'not_found';
    message = SERVER_TEXTS.notFound;
  } else if (status === 429) {
    code = 'too_many_requests';
    message = SIGN_IN.test(path) ? TOO_MANY_LOGINS_MESSAGE : TOO_MANY_REQUESTS_MESSAGE;
  } else if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    message = AUTH_ERROR_MESSAGES.invalidCredentials;
  } else if (code === 'INVALID_TOKEN') {
    message = INVALID_RESET_TOKEN_MESSAGE;
  } else if (
    code === 'VALIDATION_ERROR' &&
    EMAIL_BODY_PATHS.test(path) &&
    /\bemail\b/i.test(message)
  ) {
    code = 'invalid_email';
    message = SERVER_TEXTS.invalidEmail;
  }
  // better-auth's codes are upper case; the API's are lower snake case, like the rest of /api.
  return { error: { code: code.toLowerCase(), message } };
}

/**
 * better-auth answers errors as `{code, message}` (or `{message}` from its rate limiter); this
 * turns every auth error into the API's `{error: {code, message}}` so the UI reads one shape.
 */
export function authErrorShape(databaseAnswers: () => Promise<boolean>): MiddlewareHandler {
  return async (c, next) => {
    const seen = { dbUnavailable: false };
    await failures.run(seen, next);
    const res = c.res;
    if (res.status < 400 || res.status === 503) return;
    const body = (await readAnswerJson(c)) as BetterAuthErrorBody | null;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    // Any failure becomes a 500 on the way here; when the database is what failed (noted on the
    // way, or still not answering), say 503 as the rest of the API does.
    if (res.status >= 500 && (seen.dbUnavailable || !(await databaseAnswers()))) {
      const down = { error: { code: 'db_unavailable', message: DB_UNAVAILABLE_MESSAGE } };
      c.res = new Response(JSON.stringify(down), { status: 503, headers });
      return;
    }
    if (body && typeof body.error === 'object' && body.error !== null) return;
    const retry = headers.get('x-retry-after');
    if (retry && !headers.has('retry-after')) headers.set('retry-after', retry);
    c.res = new Response(JSON.stringify(normalise(c.req.path, res.status, body)), {
      status: res.status,
      headers,
    });
  };
}
