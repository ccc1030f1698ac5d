/** How deep to look through wrappers (drizzle's query error, pg's, our own). */
const MAX_DEPTH = 5;

/** An error and the causes it wraps, outermost first. */
export function* errorChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < MAX_DEPTH; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The PostgreSQL SQLSTATE of an error, looking through driver/ORM wrappers. */
export function pgCode(err: unknown): string | undefined {
  for (const { code } of errorChain(err)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
