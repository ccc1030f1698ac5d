import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount, signIn } from '../testing/auth-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { duringSignIn, timingSafePasswords } from './sign-in-timing';

// The real argon2, counted: which password work a sign-in does, not how long it takes (the
// figure is bench/sign-in-timing.ts).
const argon = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      argon.hash++;
      return real.hash(...args);
    },
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verify++;
      return real.verify(...args);
    },
  };
});

function fakePasswords() {
  const calls: string[] = [];
  const fns = {
    hash: (password: string) => {
      calls.push(`hash ${password}`);
      return Promise.resolve(`hashed(${password})`);
    },
    verify: ({ hash, password }: { hash: string; password: string }) => {
      calls.push(`verify ${password} against ${hash}`);
      return Promise.resolve(false);
    },
  };
  const lookup = () => {
    calls.push('account lookup');
    return Promise.resolve([]);
  };
  return { calls, passwords: timingSafePasswords(fns, lookup) };
}

describe('the unknown-e-mail path of a sign-in does the work of a wrong password', () => {
  it('within a sign-in, hash() verifies against a dummy hash and runs the account query', async () => {
    const { calls, passwords } = fakePasswords();
    await Promise.resolve(); // the dummy hash is made once, at start
    calls.length = 0;
    await duringSignIn(() => passwords.hash('typed by a stranger'));
    expect(calls).toEqual([
      'account lookup',
      'verify typed by a stranger against hashed(hyzer: no such account, same work)',
    ]);
  });

  it('outside a sign-in (a sign-up, a reset), hash() makes a real hash', async () => {
    const { calls, passwords } = fakePasswords();
    await Promise.resolve();
    calls.length = 0;
    expect(await passwords.hash('a new password')).toBe('hashed(a new password)');
    expect(calls).toEqual(['hash a new password']);
  });
});

describe('sign-in through the app: one argon2 verify and no hash, account or not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await newAccount(t, 'has-account@example.com');
    // The dummy hash is made when better-auth loads; a first sign-in settles it.
    await signIn(t, 'warm-up@example.com', 'not the password 1');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    argon.hash = 0;
    argon.verify = 0;
  });

  for (const [kind, email] of [
    ['a wrong password for an e-mail with an account', 'has-account@example.com'],
    ['any password for an e-mail without one', 'no-account@example.com'],
  ] as const) {
    it(kind, async () => {
      const res = await signIn(t, email, 'not the password 1');
      expect(res.status).toBe(401);
      expect(argon).toEqual({ hash: 0, verify: 1 });
    });
  }
});
