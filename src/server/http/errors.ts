import { SERVER_TEXTS } from '../../core/i18n/server-texts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorChain } from '../db/error-chain';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The one error shape of the API. Thrown by handlers, turned into JSON by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const DB_UNAVAILABLE_MESSAGE = SERVER_TEXTS.dbUnavailable;

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: our statement_timeout
  '55P03', // lock_not_available: our lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '08000',
  '08003',
  '08006',
]);

/** True when an error means the database cannot be reached (as opposed to a bad query). */
export function isDbUnavailable(err: unknown): boolean {
  for (const { code, message } of errorChain(err)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|PGlite is closed|Cannot use a pool after calling end/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}
