import { describe, expect, it } from 'vitest';
import { BAG_NAME_MAX } from '../schemas/bag';
import { freeBagName, nameKey, sameNameMessage } from './bag-names';

describe('bag names of a repeat import', () => {
  it('numbers a taken name from 2, skipping numbers taken too, ignoring case', () => {
    expect(freeBagName('Main', new Set([nameKey('main')]))).toBe('Main (2)');
    expect(freeBagName('Main', new Set(['main', 'main (2)', 'MAIN (3)'].map(nameKey)))).toBe(
      'Main (4)',
    );
  });

  it('keeps the new name within the bag name limit', () => {
    const long = 'L'.repeat(BAG_NAME_MAX);
    const free = freeBagName(long, new Set([nameKey(long)]));
    expect(free).toHaveLength(BAG_NAME_MAX);
    expect(free.endsWith(' (2)')).toBe(true);
  });

  it('names the bags in one sentence', () => {
    expect(sameNameMessage(['Main'])).toBe('You already have a bag named “Main”.');
    expect(sameNameMessage(['Main', 'Field', 'Putting'])).toBe(
      'You already have bags named “Main”, “Field” and “Putting”.',
    );
  });
});
