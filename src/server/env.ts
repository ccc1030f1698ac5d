import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SIGNUP_POLICIES } from '../core/accounts/sign-up-policy';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .default(false);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const INTERVAL_MESSAGE = 'must be off, or a duration from 1m to 7d such as 30m, 24h or 7d';

/** CATALOG_SYNC_INTERVAL: off (unset, empty, 'off' or '0'), or minutes, hours or days → ms. */
const syncInterval = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim().toLowerCase();
    if (text === '' || text === 'off' || text === '0') return undefined;
    const m = /^(\d+)\s*([mhd])$/.exec(text);
    const ms = m ? Number(m[1]) * DURATION_UNITS_MS[m[2] as keyof typeof DURATION_UNITS_MS] : NaN;
    if (!(ms >= DURATION_UNITS_MS.m && ms <= 7 * DURATION_UNITS_MS.d)) {
      ctx.addIssue({ code: 'custom', message: INTERVAL_MESSAGE });
      return z.NEVER;
    }
    return ms;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BASE_URL: optionalText.pipe(z.url({ error: 'must be an absolute http(s) URL' }).optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  AUTH_REVEAL_UNKNOWN_EMAIL: bool,
  /** Who may create an account: anyone (open), holders of an admin's invite link, or nobody. */
  SIGNUP: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase() || 'open')
    .pipe(z.enum(SIGNUP_POLICIES, { error: 'must be open, invite or closed' })),
  TRUST_PROXY: bool,
  /** Single sign-on through an OpenID Connect provider (decision 0033): all three or none. */
  OIDC_ISSUER: optionalText.pipe(
    z
      .url({ error: 'must be the provider’s absolute http(s) issuer URL' })
      .regex(/^https?:\/\//, 'must be the provider’s absolute http(s) issuer URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The provider's name on the sign-in button: "Sign in with {OIDC_NAME}". */
  OIDC_NAME: optionalText.pipe(z.string().max(40, 'must be at most 40 characters').optional()),
  /** false: no password sign-in or sign-up, single sign-on only (needs the OIDC_* settings). */
  PASSWORD_LOGIN: bool.default(true),
  AUTH_RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number from 1 to 1000' })
    .min(1, 'must be a number from 1 to 1000')
    .max(1000, 'must be a number from 1 to 1000')
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Hyzer <no-reply@hyzer.local>'),
  DISCIT_URL: z
    .url({ error: 'must be an absolute http(s) URL' })
    .default('https://discit-api.fly.dev/disc'),
  CATALOG_SYNC_ON_START: bool.default(true),
  /** Background sync from DISCIT_URL every this many ms; undefined when off (the default). */
  CATALOG_SYNC_INTERVAL: syncInterval,
  PURCHASE_BASE_URL: z
    .url({ error: 'must be an absolute http(s) URL' })
    .default('https://infinitediscs.com/search'),
  PURCHASE_REFERRAL: z.string().default('hyzer'),
  /** Bearer token for GET /api/metrics; unset: the route answers 404. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters (or unset to turn metrics off)').optional(),
  ),
  /** The per-process memory budget of the players' kept lists, in MiB (decision 0042). */
  LIST_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of MiB from 0 to 65536' })
    .int('must be a whole number of MiB from 0 to 65536')
    .min(0, 'must be a whole number of MiB from 0 to 65536')
    .max(65_536, 'must be a whole number of MiB from 0 to 65536')
    .default(256),
  /** On SIGTERM, how long requests in flight may take to finish before they are cut. */
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 600000' })
    .int('must be a whole number of milliseconds from 0 to 600000')
    .min(0, 'must be a whole number of milliseconds from 0 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 0 to 600000')
    .default(10_000),
});

/** The OpenID Connect provider of an instance with single sign-on (decision 0033). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's words: "Sign in with {name}". */
  name: string;
}

/** The button says "Sign in with single sign-on" when OIDC_NAME is unset. */
export const DEFAULT_OIDC_NAME = 'single sign-on';

export type Env = z.infer<typeof schema> & {
  AUTH_SECRET: string;
  BASE_URL: string;
  /** Set when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are. */
  OIDC: OidcConfig | undefined;
};

export class EnvError extends Error {}

/** An EnvError naming each bad variable, its value and what it accepts. */
function envError(
  issues: readonly z.core.$ZodIssue[],
  source: Record<string, string | undefined>,
): EnvError {
  const lines = issues.map((i) => {
    const name = String(i.path[0] ?? 'configuration');
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${i.message}`;
  });
  return new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The generated auth secret's file in DATA_DIR (used when AUTH_SECRET is unset). */
export const AUTH_SECRET_FILE = 'auth-secret';

/** Parses configuration once. Throws EnvError naming each bad variable and what it accepts. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw envError(parsed.error.issues, source);
  const env = parsed.data;
  const oidc = oidcConfig(env, source);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    BASE_URL: baseUrl,
    OIDC: oidc,
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR),
  };
}

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/**
 * Single sign-on is configured by all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (and
 * optionally OIDC_NAME) or by none: a partial set names each missing variable. PASSWORD_LOGIN=false
 * needs it, or nobody could sign in.
 */
function oidcConfig(
  env: z.infer<typeof schema>,
  source: Record<string, string | undefined>,
): OidcConfig | undefined {
  const given = [...OIDC_REQUIRED, 'OIDC_NAME' as const].filter((k) => env[k] !== undefined);
  const issues: z.core.$ZodIssue[] = [];
  const issue = (name: string, message: string) =>
    issues.push({ code: 'custom', path: [name], message, input: source[name] });
  if (given.length > 0) {
    for (const name of OIDC_REQUIRED) {
      if (env[name] === undefined) {
        issue(name, `must be set too: single sign-on needs ${OIDC_REQUIRED.join(', ')}`);
      }
    }
  }
  if (!env.PASSWORD_LOGIN && given.length === 0) {
    issue('PASSWORD_LOGIN', `can be false only with single sign-on (${OIDC_REQUIRED.join(', ')})`);
  }
  if (issues.length > 0) throw envError(issues, source);
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME ?? DEFAULT_OIDC_NAME,
  };
}

/**
 * Where the data lives (DATA_DIR, DATABASE_URL), read without generating an auth secret: the
 * restore command must find DATA_DIR as the operator left it (an empty folder stays empty).
 */
export function loadStorageEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> {
  const parsed = schema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!parsed.success) throw envError(parsed.error.issues, source);
  return parsed.data;
}

/**
 * Where the data lives and the address links point to (BASE_URL, else localhost:PORT), read
 * without generating an auth secret: what the admin command needs.
 */
export function loadAdminEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'BASE_URL'> {
  const parsed = schema
    .pick({ DATA_DIR: true, DATABASE_URL: true, BASE_URL: true, PORT: true })
    .safeParse(source);
  if (!parsed.success) throw envError(parsed.error.issues, source);
  const { PORT, BASE_URL, ...rest } = parsed.data;
  return { ...rest, BASE_URL: (BASE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '') };
}

/** Without AUTH_SECRET a random secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
