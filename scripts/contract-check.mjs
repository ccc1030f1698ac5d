// The checked contract, part of `npm run typecheck`: the web client's types come from the route
// declarations in src/core/api, so changing what a route answers without changing the UI must
// fail the web typecheck. This copies src/core and src/web with the bag answer's `name` turned
// into a number, runs tsc over the copy with the repo's web tsconfig, and expects exactly the
// UI's bag calls to be refused.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const EXPECTED = ['src/web/data/bags-api.ts', 'src/web/data/use-bags.ts'];

function fail(message) {
  console.error(`contract check: ${message}`);
  process.exitCode = 1;
}

// Inside node_modules so tsc finds the packages by walking up from the copy.
const copy = mkdtempSync(join(root, 'node_modules', '.contract-check-'));
try {
  for (const dir of ['src/core', 'src/web'])
    cpSync(join(root, dir), join(copy, dir), { recursive: true });
  for (const file of ['tsconfig.base.json', 'tsconfig.web.json'])
    cpSync(join(root, file), join(copy, file));
  const schemas = join(copy, 'src/core/schemas/responses.ts');
  const source = readFileSync(schemas, 'utf8');
  const bag = source.indexOf('export const bagSchema');
  const changed = source.slice(bag).replace('name: z.string()', 'name: z.number()');
  if (bag < 0 || changed === source.slice(bag)) {
    fail("bagSchema's `name: z.string()` was not found in src/core/schemas/responses.ts");
  } else {
    writeFileSync(schemas, source.slice(0, bag) + changed);
    let errors = '';
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/typescript-7/bin/tsc'), '-p', 'tsconfig.web.json'],
        {
          cwd: copy,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (err) {
      errors = String(err.stdout ?? err);
    }
    if (!/src\/web\/data\/bags-api\.ts\(\d+,\d+\): error TS2322/.test(errors)) {
      fail(
        `a changed bag answer did not fail the UI typecheck where the UI reads bags:\n${errors}`,
      );
    }
    // Nothing else in the copy is broken: only the UI's reading of the changed answer fails (the
    // bag calls, and the bag hooks that take those calls as a typed list of bags).
    const files = [
      ...new Set([...errors.matchAll(/^(\S+?)\(\d+,\d+\): error/gm)].map((m) => m[1])),
    ].sort();
    if (JSON.stringify(files) !== JSON.stringify(EXPECTED)) {
      fail(
        `expected errors in ${EXPECTED.join(', ')} only, got ${files.join(', ') || 'none'}:\n${errors}`,
      );
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (!process.exitCode)
  console.log(
    'contract check: a changed bag answer fails the UI typecheck where the UI reads bags.',
  );
