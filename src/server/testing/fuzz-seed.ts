/** The seed CI runs the fuzzers with, so a CI run can be replayed exactly. */
export const CI_FUZZ_SEED = 14_2026;

/**
 * The fast-check seed for this run: FUZZ_SEED when set (to replay a run), the fixed CI seed
 * under CI=true, and a new random seed otherwise (each local run searches somewhere new).
 */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.FUZZ_SEED?.trim();
  if (asked) {
    const n = Number(asked);
    if (!Number.isSafeInteger(n)) throw new Error(`FUZZ_SEED must be an integer, not "${asked}"`);
    return n | 0;
  }
  if (env.CI === 'true') return CI_FUZZ_SEED;
  return (Math.random() * 2 ** 32) | 0;
}
