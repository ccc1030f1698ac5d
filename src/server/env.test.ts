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
