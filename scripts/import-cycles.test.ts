// No import cycles in the product code, type-only imports included: ESLint's import-x/no-cycle
// (in npm run lint) skips `import type`, and a type-only cycle still says two files hold one
// thing between them. madge reads the import graph of src/ (TypeScript, through its tsconfig).
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint-rule';

const root = new URL('..', import.meta.url).pathname;

async function cyclesIn(dir: string): Promise<string[][]> {
  const graph = await madge(`${root}${dir}`, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: `${root}tsconfig.json`,
    detectiveOptions: {
      ts: { skipTypeImports: false },
      tsx: { skipTypeImports: false },
    },
  });
  return graph.circular();
}

describe('import graph', () => {
  it('has no cycle in src/, type-only imports included', async () => {
    expect(await cyclesIn('src')).toEqual([]);
  }, 120_000);
});

describe('the lint rule (import-x/no-cycle)', () => {
  // define-route.ts imports json.ts; json.ts importing a value back would close a cycle.
  it('refuses a value import that closes a cycle', async () => {
    const code = "import { SIGNED_IN } from './define-route';\nexport const a = SIGNED_IN;";
    expect(await ruleMessages('import-x/no-cycle', 'src/core/api/json.ts', code)).not.toEqual([]);
  });

  it('allows the same import where no cycle closes', async () => {
    const code = "import { SIGNED_IN } from './define-route';\nexport const a = SIGNED_IN;";
    expect(await ruleMessages('import-x/no-cycle', 'src/core/api/x.ts', code)).toEqual([]);
  });
});
