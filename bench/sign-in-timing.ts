// Sign-in timing: what a wrong password for an e-mail with an account costs next to any password
// for an e-mail without one, through the built server over HTTP. The two should cost the same,
// so the answer's time does not tell who has an account (src/server/auth/sign-in-timing.ts; the
// test beside it checks the mechanism). The two kinds are interleaved one by one, so load on the
// machine hits both alike, and their medians are compared. Prints JSON.
import { MAX_FAILED_LOGINS } from '../src/server/auth/login-throttle';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';
import { percentile } from './stats';

const ACCOUNTS = Number(process.env.BENCH_TIMING_ACCOUNTS ?? 50);
/** Below the lock: every attempt reaches the password check. */
const TRIES = MAX_FAILED_LOGINS - 1;

// Every request comes from 127.0.0.1: lift the per-IP ceilings for the run.
const server = await startServer({ env: { AUTH_RATE_LIMIT_FACTOR: '1000' } });
try {
  for (let i = 0; i < ACCOUNTS; i++) await signUpOverHttp(server.url, `timing-${i}@example.com`);
  const signIn = async (email: string) => {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not the password 1' }),
    });
    await res.text();
    if (res.status !== 401) throw new Error(`${email}: expected 401, got ${res.status}`);
    return performance.now() - start;
  };
  await signIn('warm-up@example.com'); // JIT and prepared statements, not measured
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < TRIES; round++) {
    for (let i = 0; i < ACCOUNTS; i++) {
      // Alternate which kind goes first, so neither always follows the other.
      const pair: Array<[string, number[]]> = [
        [`timing-${i}@example.com`, known],
        [`nobody-${i}@example.com`, unknown],
      ];
      if ((round + i) % 2) pair.reverse();
      for (const [email, into] of pair) into.push(await signIn(email));
    }
  }
  const k = percentile(known, 50);
  const u = percentile(unknown, 50);
  console.log(
    JSON.stringify({
      signInTiming: {
        attemptsEach: known.length,
        knownMedianMs: k,
        unknownMedianMs: u,
        gapPercent: (Math.abs(k - u) / Math.min(k, u)) * 100,
      },
    }),
  );
} finally {
  await server.stop();
}
