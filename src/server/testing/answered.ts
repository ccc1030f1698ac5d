/**
 * A generous bound on "answered at all": far above any answer time on a loaded machine, so a
 * test fails on a hang, never on slowness. How fast an answer comes is a bench figure (bench/).
 */
export const ANSWERED_AT_ALL_MS = 20_000;

/** The promise's value, or a failure naming `what` when it has not settled within the bound. */
export async function answeredAtAll<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer at all within ${ANSWERED_AT_ALL_MS} ms`)),
      ANSWERED_AT_ALL_MS,
    );
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}
