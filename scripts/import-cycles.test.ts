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

/**
 * The one cycle kept on purpose (decision 0040): each language's download (web/i18n/languages/)
 * keeps its table in i18n.ts, which loads it; without that import back into the first script the
 * bundler cuts the first script in pieces (scripts/chunk-groups.ts refuses the build).
 */
const languageDownload = (cycle: string[]) =>
  cycle.length === 2 &&
  cycle[0] === 'src/web/i18n/i18n.ts' &&
  /^src\/web\/i18n\/languages\/[a-z]{2}\.ts$/.test(cycle[1]!);

describe('import graph', () => {
  it('has no cycle in src/, type-only imports included, but the language downloads', async () => {
    const cycles = await cyclesIn('src');
    expect(cycles.filter((c) => !languageDownload(c))).toEqual([]);
    // The exception stays what it says: one cycle per language, and nothing else in it.
    expect(cycles.filter(languageDownload)).toHaveLength(5);
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
