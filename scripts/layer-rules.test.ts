// The layer rule of docs/architecture.md, enforced by ESLint: these cases prove the check fails
// when a layer reaches where it must not (and stays quiet where it may).
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint-rule';

const layerErrors = (filePath: string, code: string) =>
  ruleMessages('@typescript-eslint/no-restricted-imports', filePath, code);

describe('layer rule', () => {
  it.each([
    [
      'src/core/stats/x.ts',
      "import { createApp } from '../../server/app';\nexport const a = createApp;",
    ],
    ['src/core/stats/x.ts', "import { App } from '../../web/app/app';\nexport const a = App;"],
    [
      'src/core/stats/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;",
    ],
    ['src/core/stats/x.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['src/server/routes/x.ts', "import { App } from '../../web/app/app';\nexport const a = App;"],
    [
      'src/web/lib/x.ts',
      "import { createApp } from '../../server/app';\nexport const a = createApp;",
    ],
    // Not even types (decision 0010): the web's API types come from src/core/api.
    [
      'src/web/lib/x.ts',
      "import type { ApiType } from '../../server/app';\nexport type A = ApiType;",
    ],
    // Zod and the schemas load on demand (decision 0037).
    ['src/web/routes/x.tsx', "import { z } from 'zod';\nexport const a = z;"],
    [
      'src/web/features/x.tsx',
      "import { loginSchema } from '../../core/schemas/auth';\nexport const a = loginSchema;",
    ],
    [
      'src/web/data/x.ts',
      "import { DISC_FIELDS } from '../../core/collection/disc-fields';\nexport const a = DISC_FIELDS;",
    ],
    // Routes call services; repositories call no service.
    [
      'src/server/routes/x.ts',
      "import { userDiscRepository } from '../collection/user-disc-repository';\nexport const a = userDiscRepository;",
    ],
    [
      'src/server/routes/x.ts',
      "import { throwRepository } from '../throws/throw-repository';\nexport const a = throwRepository;",
    ],
    [
      'src/server/routes/x.ts',
      "import { findBag } from '../collection/import-repository';\nexport const a = findBag;",
    ],
    [
      'src/server/routes/x.ts',
      "import { matchHistory } from '../collection/import-history-repository';\nexport const a = matchHistory;",
    ],
    [
      'src/server/routes/x.ts',
      "import { photoRepository } from '../collection/photo-repository';\nexport const a = photoRepository;",
    ],
    [
      'src/server/routes/x.ts',
      "import { shareRepository } from '../collection/share-repository';\nexport const a = shareRepository;",
    ],
    [
      'src/server/collection/x-repository.ts',
      "import { userDiscService } from './user-disc-service';\nexport const a = userDiscService;",
    ],
    [
      'src/server/collection/import-repository.ts',
      "import { importService } from './import-service';\nexport const a = importService;",
    ],
    [
      'src/server/collection/import-history-repository.ts',
      "import { importService } from './import-service';\nexport const a = importService;",
    ],
    // The server's own rules still hold where those two are added.
    ['src/server/routes/x.ts', "import { App } from '../../web/app/app';\nexport const a = App;"],
    [
      'src/server/collection/x-repository.ts',
      "import { App } from '../../web/app/app';\nexport const a = App;",
    ],
  ])('refuses %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'src/server/routes/x.ts',
      "import { stabilityLabel } from '../../core/disc/stability';\nexport const a = stabilityLabel;",
    ],
    [
      'src/web/lib/x.ts',
      "import { stabilityLabel } from '../../core/disc/stability';\nexport const a = stabilityLabel;",
    ],
    [
      'src/web/features/x.tsx',
      "import type { Throw } from '../../core/schemas/throw';\nexport type A = Throw;",
    ],
    [
      'src/web/features/x.tsx',
      "import { THROW_TYPES } from '../../core/rules/throw';\nexport const a = THROW_TYPES;",
    ],
    [
      'src/web/lib/schema-bundle.ts',
      "import { loginSchema } from '../../core/schemas/auth';\nexport const a = loginSchema;",
    ],
    [
      'src/server/routes/x.ts',
      "import { userDiscService } from '../collection/user-disc-service';\nexport const a = userDiscService;",
    ],
    [
      'src/server/routes/x.ts',
      "import { shareService } from '../collection/share-service';\nexport const a = shareService;",
    ],
    [
      'src/server/collection/x-service.ts',
      "import { userDiscRepository } from './user-disc-repository';\nexport const a = userDiscRepository;",
    ],
  ])('allows %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
