import { describe, expect, it } from 'vitest';
import { toggleCompare } from './compare-selection';
import { paths } from './paths';

describe('toggleCompare', () => {
  it.each([
    { ids: [], id: 'a', out: ['a'] },
    { ids: ['a', 'b'], id: 'a', out: ['b'] },
    { ids: ['a', 'b', 'c', 'd'], id: 'e', out: ['a', 'b', 'c', 'd'] },
    { ids: ['a', 'b', 'c', 'd'], id: 'c', out: ['a', 'b', 'd'] },
  ])('$ids + $id → $out', ({ ids, id, out }) => {
    expect(toggleCompare(ids, id)).toEqual(out);
  });

  it('builds the compare link', () => {
    expect(paths.compare(['a b', 'c'])).toBe('/compare?ids=a%20b,c');
  });
});
