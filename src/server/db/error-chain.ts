/** How deep to look through wrappers (drizzle's query error, pg's, our own). */
const MAX_DEPTH = 5;

/** An error and the causes it wraps, outermost first. */
export function* errorChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < MAX_DEPTH; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}
