// The unit, component and server tiers run a worker's test files one after another with the
// modules it imported kept (vite.config.ts, `isolate: false`). A file that replaces a module
// (vi.mock, vi.doMock) would hand its fake to every later file of that worker, so it must run in
// an isolated project: this check fails when such a file is not listed in one.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const config = readFileSync('vite.config.ts', 'utf8');

/** The files a `const NAME = [...]` list in vite.config.ts names. */
function listed(name: string): string[] {
  const list = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(config)?.[1];
  if (list === undefined) throw new Error(`vite.config.ts declares no ${name}`);
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

const mocking = (files: string[]) =>
  files.filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8'))).sort();

describe('files that mock a module run with modules of their own', () => {
  it('in the server tiers (OWN_MODULES)', () => {
    const files = globSync('src/server/**/*.test.ts');
    expect(mocking(files).filter((f) => !listed('OWN_MODULES').includes(f))).toEqual([]);
  });

  it('in the component tier (WEB_OWN_MODULES)', () => {
    const files = globSync('src/web/**/*.test.{ts,tsx}');
    expect(mocking(files).filter((f) => !listed('WEB_OWN_MODULES').includes(f))).toEqual([]);
  });

  it('in the unit tier, which has no such project: none mocks a module', () => {
    expect(mocking(globSync('{src/core,scripts}/**/*.test.ts'))).toEqual([]);
  });

  it('every listed file exists', () => {
    for (const f of [...listed('OWN_MODULES'), ...listed('WEB_OWN_MODULES')])
      expect(globSync(f), f).toEqual([f]);
  });
});
