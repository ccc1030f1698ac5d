// The checked contract: the web client's types come from the route declarations in
// src/core/api, so changing what a route answers without changing the UI must fail the web
// typecheck. This copies src/core and src/web with the bag answer's `name` turned into a
// number, runs tsc over the copy with the repo's web tsconfig, and expects the UI's bag calls
// to be refused.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
// Inside node_modules so tsc finds the packages by walking up from the copy.
const copy = mkdtempSync(join(root, 'node_modules', '.contract-check-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

function typecheckErrors(): string {
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.web.json'],
      {
        cwd: copy,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return '';
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

describe('server-UI contract', () => {
  it('a changed bag answer fails the UI typecheck where the UI reads bags', () => {
    for (const dir of ['src/core', 'src/web'])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    for (const file of ['tsconfig.base.json', 'tsconfig.web.json'])
      cpSync(join(root, file), join(copy, file));
    const schemas = join(copy, 'src/core/schemas/responses.ts');
    const source = readFileSync(schemas, 'utf8');
    const bag = source.indexOf('export const bagSchema');
    const changed = source.slice(bag).replace('name: z.string()', 'name: z.number()');
    expect(changed).not.toBe(source.slice(bag));
    writeFileSync(schemas, source.slice(0, bag) + changed);

    const errors = typecheckErrors();
    expect(errors).toMatch(/src\/web\/data\/bags-api\.ts\(\d+,\d+\): error TS2322/);
    // Nothing else in the copy is broken: only the UI's reading of the changed answer fails (the
    // bag calls, and the bag hooks that take those calls as a typed list of bags).
    const files = new Set([...errors.matchAll(/^(\S+?)\(\d+,\d+\): error/gm)].map((m) => m[1]));
    expect([...files].sort()).toEqual(['src/web/data/bags-api.ts', 'src/web/data/use-bags.ts']);
  }, 240_000);
});
