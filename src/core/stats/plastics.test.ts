import { describe, expect, it } from 'vitest';
import { plasticSuggestions } from './plastics';

describe('plasticSuggestions', () => {
  it('lists each plastic once, most used first, ignoring discs without one', () => {
    expect(
      plasticSuggestions([
        { plastic: 'Star' },
        { plastic: 'Champion' },
        {},
        { plastic: 'Star' },
        { plastic: 'ESP' },
        { plastic: 7 },
      ]),
    ).toEqual(['Star', 'Champion', 'ESP']);
  });
});
