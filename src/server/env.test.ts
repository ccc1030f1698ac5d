import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/h5-env-test' };

describe('CATALOG_SYNC_INTERVAL', () => {
  it.each<[string | undefined, number | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['off', undefined],
    ['0', undefined],
    ['1m', 60_000],
    ['30m', 1_800_000],
    ['24h', 86_400_000],
    [' 7D ', 604_800_000],
  ])('%j → %j ms', (value, ms) => {
    expect(loadEnv({ ...base, CATALOG_SYNC_INTERVAL: value }).CATALOG_SYNC_INTERVAL).toBe(ms);
  });

  it.each(['24', '30s', '8d', '-1h', '1.5h', 'daily'])(
    'refuses %j with what it accepts',
    (value) => {
      expect(() => loadEnv({ ...base, CATALOG_SYNC_INTERVAL: value })).toThrow(
        `CATALOG_SYNC_INTERVAL=${JSON.stringify(value)}: must be off, or a duration from 1m to 7d such as 30m, 24h or 7d`,
      );
    },
  );
});

describe('METRICS_TOKEN and SHUTDOWN_GRACE_MS', () => {
  it('turns metrics off when unset or empty, and takes a long enough token', () => {
    expect(loadEnv(base).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ ...base, METRICS_TOKEN: ' ' }).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ ...base, METRICS_TOKEN: 'm'.repeat(16) }).METRICS_TOKEN).toBe('m'.repeat(16));
    expect(() => loadEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN="short": must be at least 16 characters (or unset to turn metrics off)',
    );
  });

  it('gives requests in flight 10 s by default, and refuses what is not a duration in ms', () => {
    expect(loadEnv(base).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadEnv({ ...base, SHUTDOWN_GRACE_MS: '0' }).SHUTDOWN_GRACE_MS).toBe(0);
    for (const value of ['-1', '1.5', 'soon', '600001']) {
      expect(() => loadEnv({ ...base, SHUTDOWN_GRACE_MS: value })).toThrow(
        `SHUTDOWN_GRACE_MS=${JSON.stringify(value)}: must be a whole number of milliseconds from 0 to 600000`,
      );
    }
  });
});

describe('SIGNUP', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'open'],
    ['', 'open'],
    ['open', 'open'],
    [' Invite ', 'invite'],
    ['CLOSED', 'closed'],
  ])('%j → %s', (value, policy) => {
    expect(loadEnv({ ...base, SIGNUP: value }).SIGNUP).toBe(policy);
  });

  it('refuses anything else with what it accepts', () => {
    expect(() => loadEnv({ ...base, SIGNUP: 'invites' })).toThrow(
      'SIGNUP="invites": must be open, invite or closed',
    );
  });
});

describe('single sign-on settings', () => {
  const oidc = {
    OIDC_ISSUER: 'https://id.example.com/realms/club/',
    OIDC_CLIENT_ID: 'hyzer',
    OIDC_CLIENT_SECRET: 'secret',
  };

  it('is off without them, and on with all three (the name defaulting)', () => {
    expect(loadEnv(base).OIDC).toBeUndefined();
    expect(loadEnv({ ...base, ...oidc }).OIDC).toEqual({
      issuer: 'https://id.example.com/realms/club',
      clientId: 'hyzer',
      clientSecret: 'secret',
      name: 'single sign-on',
    });
    expect(loadEnv({ ...base, ...oidc, OIDC_NAME: 'Authentik' }).OIDC?.name).toBe('Authentik');
  });

  it('refuses a partial set, naming each missing variable', () => {
    const partial = () => loadEnv({ ...base, OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_NAME: 'Club' });
    expect(partial).toThrow('OIDC_CLIENT_ID="": must be set too');
    expect(partial).toThrow('OIDC_CLIENT_SECRET="": must be set too');
    expect(() => loadEnv({ ...base, OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' })).toThrow(
      'OIDC_ISSUER="": must be set too',
    );
    expect(() => loadEnv({ ...base, ...oidc, OIDC_ISSUER: 'id.example.com' })).toThrow(
      'OIDC_ISSUER="id.example.com": must be the provider’s absolute http(s) issuer URL',
    );
  });

  it('takes PASSWORD_LOGIN=false only with single sign-on', () => {
    expect(loadEnv(base).PASSWORD_LOGIN).toBe(true);
    expect(loadEnv({ ...base, ...oidc, PASSWORD_LOGIN: 'false' }).PASSWORD_LOGIN).toBe(false);
    expect(() => loadEnv({ ...base, PASSWORD_LOGIN: 'false' })).toThrow(
      'PASSWORD_LOGIN="false": can be false only with single sign-on',
    );
  });
});
