// Product code never imports a test library or test support, enforced by ESLint: these cases
// prove the check fails where it must (and stays quiet in tests and test helpers).
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from './lint-rule';

const importErrors = (filePath: string, code: string) =>
  ruleMessages('@typescript-eslint/no-restricted-imports', filePath, code);

const use = (line: string) => `${line}\nexport const a = [x];\n`;

describe('test-support rule', () => {
  // The first run loads the config and the TypeScript parser: slow on a busy machine.
  beforeAll(() => importErrors('src/core/x.ts', ''), 60_000);

  it.each([
    ['src/server/routes/x.ts', use("import { vi as x } from 'vitest';")],
    ['src/server/routes/x.ts', use("import type { Mock as x } from 'vitest';").replace('[x]', '0')],
    ['src/server/routes/x.ts', use("import x from 'fast-check';")],
    ['src/server/routes/x.ts', use("import { createTestApp as x } from '../testing/test-app';")],
    ['src/server/auth/x.ts', use("import { signIn as x } from './test-helpers';")],
    [
      'src/server/catalogue/x.ts',
      use("import { startLocalServer as x } from './local-server.fixture';"),
    ],
    ['src/core/stats/x.ts', use("import { bag as x } from '../testing/factories';")],
    ['src/core/stats/x.ts', use("import { describe as x } from 'vitest';")],
    ['src/web/features/bags/x.ts', use("import { http as x } from 'msw';")],
    ['src/web/features/bags/x.ts', use("import { setupServer as x } from 'msw/node';")],
    ['src/web/features/bags/x.tsx', use("import { render as x } from '@testing-library/react';")],
    ['src/web/features/bags/x.ts', use("import { stubFetch as x } from './fetch-stub';")],
    ['src/web/features/charts/x.ts', use("import { SEEDED_BAG as x } from './test-discs';")],
    ['src/web/lib/x.ts', use("import x from '../test/setup';")],
    ['src/web/lib/x.ts', use("import { server as x } from '../testing/msw-server';")],
  ])('refuses %s: %s', async (file, code) => {
    const errors = await importErrors(file, code);
    expect(
      errors.some((m) => /test (library|support)/.test(m)),
      errors.join('\n'),
    ).toBe(true);
  });

  it.each([
    ['src/server/routes/x.test.ts', use("import { vi as x } from 'vitest';")],
    [
      'src/server/routes/x.test.ts',
      use("import { createTestApp as x } from '../testing/test-app';"),
    ],
    ['src/server/testing/x.ts', use("import x from 'fast-check';")],
    [
      'src/server/testing/security/x.test.ts',
      use("import { leakIn as x } from '../security-kit';"),
    ],
    ['src/core/testing/x.ts', use("import { v7 as x } from './factories';")],
    [
      'src/web/features/bags/x.test.tsx',
      use("import { render as x } from '@testing-library/react';"),
    ],
    ['src/web/features/bags/fetch-stub.ts', use("import { vi as x } from 'vitest';")],
    ['src/web/features/bags-ui/test-fakes.ts', use("import { vi as x } from 'vitest';")],
    ['src/web/testing/x.ts', use("import { setupServer as x } from 'msw/node';")],
    [
      'src/server/routes/x.ts',
      use("import { stabilityLabel as x } from '../../core/disc/stability';"),
    ],
  ])('allows %s: %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });

  it('keeps the layer rule in test files', async () => {
    const code = use("import { App as x } from '../../web/app/app';");
    expect(await importErrors('src/server/routes/x.test.ts', code)).not.toEqual([]);
  });
});
