/**
 * A generous bound on "answered at all": far above any answer time on a loaded machine, so a
 * test fails on a hang, never on slowness. How fast an answer comes is a bench figure (bench/).
 */
export const ANSWERED_AT_ALL_MS = 20_000;

/**
 * The promise's value, or a failure naming `what` when it has not settled within the bound: by
 * default one answer's, `answers` times it for that many heavy answers sharing the machine.
 */
export async function answeredAtAll<T>(what: string, promise: Promise<T>, answers = 1): Promise<T> {
  const bound = ANSWERED_AT_ALL_MS * answers;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer at all within ${bound} ms`)),
      bound,
    );
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}
