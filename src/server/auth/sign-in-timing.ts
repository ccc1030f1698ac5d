import { AsyncLocalStorage } from 'node:async_hooks';

const signingIn = new AsyncLocalStorage<true>();

/** Runs a sign-in request: within it, a password "hash" is really the unknown-account path. */
export function duringSignIn<T>(fn: () => Promise<T>): Promise<T> {
  return signingIn.run(true, fn);
}

export interface PasswordFunctions {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Makes a sign-in with an e-mail that has no account cost what a wrong password costs. better-auth
 * hashes the given password on that path to spend time, but an argon2 hash and an argon2 verify
 * do not take the same time. A sign-in never needs a new hash, so within one (see duringSignIn)
 * hash() instead verifies the password against a dummy hash made once at start: the same work as
 * checking a real account's password.
 *
 * The database work differs too: for an e-mail that has an account, better-auth reads the
 * account's rows in a second query (about 1.5 ms on PGlite, 5% of a sign-in). `accountLookup`
 * runs a query of the same shape that finds nothing, so the unknown path pays it as well.
 */
export function timingSafePasswords(
  fns: PasswordFunctions,
  accountLookup: () => Promise<unknown>,
): PasswordFunctions {
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= fns.hash('hyzer: no such account, same work'));
  void dummyHash().catch(() => {
    dummy = null;
  });
  return {
    hash: async (password) => {
      if (!signingIn.getStore()) return fns.hash(password);
      const hash = await dummyHash();
      await accountLookup();
      await fns.verify({ hash, password });
      return hash;
    },
    verify: (data) => fns.verify(data),
  };
}
