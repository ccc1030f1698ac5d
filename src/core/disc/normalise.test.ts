import { describe, expect, it } from 'vitest';
import {
  DISC_LIMITS,
  normaliseCatalogue,
  normaliseDisc,
  toFlightNumber,
  UNKNOWN_BRAND,
  UNKNOWN_CATEGORY,
} from './normalise';
import { derivedDiscId } from './identity';

/** A made-up record in DiscIt's shape (not from the real catalogue). */
const record = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: '00000000-0000-5000-8000-000000000001',
  name: 'Test Flyer',
  brand: 'Acme Discs',
  category: 'Control Driver',
  speed: '7',
  glide: '5',
  turn: '-1',
  fade: '1',
  stability: 'Stable',
  link: 'https://shop.example/test-flyer',
  pic: 'https://img.example/test-flyer.webp',
  name_slug: 'test-flyer',
  brand_slug: 'acme-discs',
  category_slug: 'control-driver',
  stability_slug: 'stable',
  color: '#FF0000',
  background_color: '#000000',
  ...over,
});

function ok(raw: unknown) {
  const r = normaliseDisc(raw);
  if (!r.ok) throw new Error(`rejected: ${r.reason}`);
  return r.disc;
}

describe('toFlightNumber', () => {
  it.each<[unknown, number | null]>([
    [6, 6],
    [-0.5, -0.5],
    ['6', 6],
    ['-0.5', -0.5],
    ['0.05', 0.05],
    ['0', 0],
    [' 7 ', 7],
    ['+2', 2],
    ['.5', 0.5],
    ['14.5', 14.5],
    ['-0', 0],
    [-0, 0],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['6a', null],
    ['1e3', null],
    ['0x10', null],
    ['Infinity', null],
    ['1,5', null],
    [NaN, null],
    [Infinity, null],
    [-Infinity, null],
    [true, null],
    [{}, null],
    [[6], null],
  ])('%j → %j', (input, expected) => {
    const n = toFlightNumber(input);
    expect(n).toBe(expected);
    if (n === 0) expect(Object.is(n, -0)).toBe(false);
  });
});

describe('normaliseDisc', () => {
  it('maps a DiscIt record, parsing numbers and dropping slugs', () => {
    expect(ok(record())).toEqual({
      id: '00000000-0000-5000-8000-000000000001',
      name: 'Test Flyer',
      brand: 'Acme Discs',
      category: 'Control Driver',
      speed: 7,
      glide: 5,
      turn: -1,
      fade: 1,
      stability: 'Stable',
      link: 'https://shop.example/test-flyer',
      pic: 'https://img.example/test-flyer.webp',
      color: '#FF0000',
      background_color: '#000000',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['glide 0 stays 0', { glide: '0' }, { glide: 0 }],
    ['turn 0.05', { turn: '0.05' }, { turn: 0.05 }],
    ['fade 6', { fade: '6' }, { fade: 6 }],
    ['numbers as numbers', { speed: 12, turn: -2.5 }, { speed: 12, turn: -2.5 }],
    ['non-numeric number → null', { speed: 'n/a', fade: '' }, { speed: null, fade: null }],
    ['missing numbers → null', { glide: undefined, turn: null }, { glide: null, turn: null }],
    ['empty picture → null', { pic: '' }, { pic: null }],
    [
      'empty colours → null',
      { color: '', background_color: ' ' },
      { color: null, background_color: null },
    ],
    [
      'empty link and stability → null',
      { link: '', stability: '' },
      { link: null, stability: null },
    ],
    [
      'strings trimmed',
      { name: '  Aviar ', brand: ' Innova ', category: ' Putter ' },
      { name: 'Aviar', brand: 'Innova', category: 'Putter' },
    ],
    ['blank brand → Unknown', { brand: '  ' }, { brand: UNKNOWN_BRAND }],
    ['missing brand → Unknown', { brand: undefined }, { brand: UNKNOWN_BRAND }],
    ['missing category → Unknown', { category: null }, { category: UNKNOWN_CATEGORY }],
    ['numeric name kept as text', { name: 1080 }, { name: '1080' }],
    ['short hex colour expanded', { color: '#abc' }, { color: '#AABBCC' }],
    ['named colour → null', { color: 'red' }, { color: null }],
    ['javascript: link → null', { link: 'javascript:alert(1)' }, { link: null }],
    ['relative picture → null', { pic: '/img/a.png' }, { pic: null }],
    [
      'over-long link → null',
      { link: `https://a.example/${'x'.repeat(DISC_LIMITS.url)}` },
      { link: null },
    ],
    ['over-long stability → null', { stability: 'x'.repeat(51) }, { stability: null }],
    ['id trimmed', { id: '  abc  ' }, { id: 'abc' }],
  ])('%s', (_, over, expected) => {
    expect(ok(record(over))).toMatchObject(expected);
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'not an object'],
    ['a string', 'disc', 'not an object'],
    ['an array', [record()], 'not an object'],
    ['missing name', record({ name: undefined }), 'missing name'],
    ['blank name', record({ name: '   ' }), 'missing name'],
    ['object name', record({ name: { en: 'x' } }), 'missing name'],
    ['name over 200', record({ name: 'n'.repeat(201) }), 'name longer than 200 characters'],
    ['brand over 100', record({ brand: 'b'.repeat(101) }), 'brand longer than 100 characters'],
    [
      'category over 100',
      record({ category: 'c'.repeat(101) }),
      'category longer than 100 characters',
    ],
    [
      'NUL in the name',
      record({ name: 'Bad\u0000Disc' }),
      'name contains a NUL or another character that cannot be stored',
    ],
    [
      'lone surrogate in a link',
      record({ link: 'https://a.example/\ud800' }),
      'link contains a NUL or another character that cannot be stored',
    ],
    ['speed 99', record({ speed: '99' }), 'speed 99 is outside 0 to 20'],
    ['negative speed', record({ speed: -1 }), 'speed -1 is outside 0 to 20'],
    ['glide 11', record({ glide: 11 }), 'glide 11 is outside 0 to 10'],
    ['turn -1e6', record({ turn: -1e6 }), 'turn -1000000 is outside -10 to 5'],
    ['turn 6', record({ turn: '6' }), 'turn 6 is outside -10 to 5'],
    ['fade 10.5', record({ fade: 10.5 }), 'fade 10.5 is outside -5 to 10'],
  ])('rejects %s', (_, raw, reason) => {
    expect(normaliseDisc(raw)).toEqual({ ok: false, reason });
  });

  it.each([
    ['name of exactly 200', { name: 'n'.repeat(200) }],
    ['id of exactly 100', { id: 'i'.repeat(100) }],
    ['numbers on the bounds', { speed: 20, glide: 0, turn: -10, fade: 10 }],
    ['numbers on the other bounds', { speed: 0, glide: 10, turn: 5, fade: -5 }],
  ])('accepts %s', (_, over) => {
    expect(normaliseDisc(record(over)).ok).toBe(true);
  });

  it.each([undefined, '', '  ', null])(
    'derives a stable id from brand + name when id is %j',
    (id) => {
      const disc = ok(record({ id }));
      expect(disc.id).toBe(derivedDiscId('Acme Discs', 'Test Flyer'));
    },
  );

  it('derives the id after defaulting the brand', () => {
    expect(ok(record({ id: '', brand: '' })).id).toBe(derivedDiscId('Unknown', 'Test Flyer'));
  });

  it.each([
    ['over 100 characters', 'i'.repeat(101), 'id longer than 100 characters'],
    ['with a slash', 'a/b', 'id with characters other than letters, digits and . _ : -'],
    ['with a space', 'a b', 'id with characters other than letters, digits and . _ : -'],
    ['with markup', '<script>', 'id with characters other than letters, digits and . _ : -'],
    ['with a NUL', 'a\u0000b', 'id with characters other than letters, digits and . _ : -'],
  ])('gives an id %s a derived id, with a note', (_, id, why) => {
    const result = normaliseDisc(record({ id }));
    expect(result).toEqual({
      ok: true,
      disc: expect.objectContaining({ id: derivedDiscId('Acme Discs', 'Test Flyer') }),
      note: `${why}: stored under a derived id`,
    });
  });

  it('keeps ids made of letters, digits and . _ : -', () => {
    expect(ok(record({ id: 'Disc_1.2:a-b' })).id).toBe('Disc_1.2:a-b');
  });

  it.each([
    ['Westside', 'Westside Discs'],
    ['AXIOM', 'Axiom Discs'],
    ['MVP Disc Sports', 'MVP'],
    ['Latitude 64°', 'Latitude 64'],
    ['Acme  Discs', 'Acme Discs'],
  ])('spells brand %j as %j', (brand, expected) => {
    expect(ok(record({ brand })).brand).toBe(expected);
  });

  it.each([
    ['Approach Discs', 'Approach'],
    ['Distance Drivers', 'Distance Driver'],
    ['Putters', 'Putter'],
    ['Midrange Discs', 'Midrange'],
    ['Fairway Driver', 'Control Driver'],
    ['Disc Golf Sets', 'Disc Golf Sets'],
  ])('spells category %j as %j', (category, expected) => {
    expect(ok(record({ category })).category).toBe(expected);
  });

  it('gives a source stability label its canonical case and keeps other labels', () => {
    expect(ok(record({ stability: 'very overstable' })).stability).toBe('Very Overstable');
    expect(ok(record({ stability: 'Beefy' })).stability).toBe('Beefy');
  });
});

describe('normaliseCatalogue', () => {
  it('keeps good records, reports rejected ones and later duplicates by position', () => {
    const result = normaliseCatalogue([
      record({ id: 'a' }),
      record({ id: 'b', name: '' }),
      record({ id: 'a', name: 'Other' }),
      record({ id: 'c', name: 'Third' }),
    ]);
    expect(result.discs.map((d) => d.id)).toEqual(['a', 'c']);
    expect(result.indexes).toEqual([0, 3]);
    expect(result.rejected).toEqual([
      { index: 1, reason: 'missing name' },
      { index: 2, reason: 'duplicate id (as record #0)' },
    ]);
  });

  it('rejects a later record that is the same disc under another spelling', () => {
    const result = normaliseCatalogue([
      record({ id: undefined, brand: 'Westside', name: 'Harp' }),
      record({ id: 'x-1', brand: 'Westside Discs', name: ' harp ' }),
    ]);
    expect(result.discs).toHaveLength(1);
    expect(result.rejected).toEqual([{ index: 1, reason: 'same brand and name as record #0' }]);
  });
});
