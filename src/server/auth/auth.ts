import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { schema } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';

/** argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane (ARCHITECTURE.md). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;

export interface AuthDeps {
  env: Env;
  db: Db;
  logger: Logger;
}

export function createAuth({ env, db }: AuthDeps) {
  const https = env.BASE_URL.startsWith('https://');
  return betterAuth({
    appName: 'Hyzer',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      autoSignIn: true,
      password: {
        hash: (password) => argonHash(password, ARGON2),
        verify: ({ hash, password }) => argonVerify(hash, password),
      },
    },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      database: { generateId: false },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
