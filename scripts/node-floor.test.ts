// The Node floor (package.json's engines, decision 0041): the suite fails on a Node below it, so
// a run on an unsupported Node cannot pass unnoticed; CI runs the unit and API tiers on the floor.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];

/** "22.13.1" or "v24" as [major, minor, patch]; missing parts are 0. */
function parseVersion(text: string): Version {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`not a Node version: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

/** The floor of an engines range of the form ">=X.Y" (the only form this project uses). */
function floorOf(range: string): Version {
  const m = /^>=\s*(\S+)$/.exec(range.trim());
  if (!m) throw new Error(`engines.node must read ">=X.Y", not ${JSON.stringify(range)}`);
  return parseVersion(m[1]!);
}

function atLeast(version: Version, floor: Version): boolean {
  for (let i = 0; i < 3; i++) {
    if (version[i]! !== floor[i]!) return version[i]! > floor[i]!;
  }
  return true;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const floor = floorOf(pkg.engines.node);

describe('the Node floor', () => {
  it('compares versions part by part', () => {
    expect(atLeast(parseVersion('22.13.0'), parseVersion('22.13'))).toBe(true);
    expect(atLeast(parseVersion('24.0.0'), parseVersion('22.13'))).toBe(true);
    expect(atLeast(parseVersion('22.12.9'), parseVersion('22.13'))).toBe(false);
    expect(atLeast(parseVersion('20.20.2'), parseVersion('22.13'))).toBe(false);
    expect(atLeast(parseVersion('22.9.0'), parseVersion('22.13'))).toBe(false);
    expect(() => floorOf('^22 || >=24')).toThrow(/>=X\.Y/);
  });

  it(`the running Node (${process.versions.node}) is at or above engines (${pkg.engines.node})`, () => {
    expect(
      atLeast(parseVersion(process.versions.node), floor),
      `Node ${process.versions.node} is below the floor ${pkg.engines.node}: see README, Prerequisites`,
    ).toBe(true);
  });

  it('.node-version names a Node at or above the floor', () => {
    const pinned = parseVersion(readFileSync('.node-version', 'utf8'));
    expect(atLeast(pinned, floor)).toBe(true);
  });
});
