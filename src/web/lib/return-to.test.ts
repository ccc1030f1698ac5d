import { describe, expect, it } from 'vitest';
import { returnState, returnTarget } from './return-to';

describe('return-to', () => {
  it('carries the whole address asked for', () => {
    const state = returnState({ pathname: '/bags/b1', search: '?view=chart', hash: '#top' });
    expect(returnTarget(state)).toBe('/bags/b1?view=chart#top');
  });

  it.each([
    null,
    undefined,
    {},
    { from: 42 },
    { from: 'https://evil.example' },
    { from: '//evil' },
  ])('falls back to /home for %j', (state) => {
    expect(returnTarget(state)).toBe('/home');
  });
});
