import fc from 'fast-check';

/** Runs per property: at least 1,000 in the suite; FUZZ_RUNS raises (never lowers) it. */
export function fuzzRuns(minimum = 1000): number {
  const asked = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(asked) && asked > minimum ? Math.floor(asked) : minimum;
}

const SPECIAL = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'userId',
  'user_id',
  'id',
  'null',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '😀'.repeat(41),
  'e\u0301',
  '\u202e reversed',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '#3B82F6',
  '#zzzzzz',
  '01900000-0000-7000-8000-000000000000',
];

/** Strings that break naive code: special names, control and unpaired surrogates, edge lengths. */
export const trickyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'é', '😀', ' '),
        fc.constantFrom(59, 60, 61, 79, 80, 81, 500, 501, 1000, 1001, 5000),
      )
      .map(([c, n]) => c.repeat(n)),
  },
);

/** A JSON value with tricky strings as keys and values, nested a little. */
export const trickyValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    trickyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(trickyString, tie('v'), { maxKeys: 4 }),
  ),
})).v;

/**
 * An object shaped like a request body: often every expected key with a plausible value (so
 * requests get past validation and store data), otherwise keys missing, tricky values and extra keys.
 */
export function bodyLike(
  fields: Record<string, fc.Arbitrary<unknown>>,
  partial = false,
): fc.Arbitrary<unknown> {
  const entries = Object.entries(fields);
  const plausible = fc.record(Object.fromEntries(entries), partial ? { requiredKeys: [] } : {});
  const mixed = fc.record(
    Object.fromEntries(
      entries.map(([k, arb]) => [k, fc.oneof({ weight: 3, arbitrary: arb }, trickyValue)]),
    ),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(trickyString, trickyValue, { maxKeys: 3 });
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: mixed }),
      fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, extra),
    )
    .map(([k, e]) => Object.assign(Object.create(null) as object, e, k));
}

/** A body as sent on the wire: JSON of something (likely valid), any JSON, or not JSON at all. */
export function wireBody(likely: fc.Arbitrary<unknown>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: likely.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? 'undefined') },
    { weight: 1, arbitrary: fc.string() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, '', '{', '[]', 'null', '{"a":1}{', '\u0000'),
    },
  );
}

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

/** Random extra request headers (content types, ids, forwarding headers, encodings). */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
    'x-request-id': headerText,
    'x-forwarded-for': headerText,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
  },
  { requiredKeys: [] },
);

/** A path parameter: a known id, a missing one, or junk (encoded, as a client would send it). */
export function idArb(known: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.nat().map((i) => known()[i % Math.max(1, known().length)] ?? 'none'),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: trickyString.map(encodePart) },
  );
}

/** encodeURIComponent, except that an unpaired surrogate (which it refuses) is sent as raw bytes. */
function encodePart(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

const halfSteps = (min: number, max: number) =>
  fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);
const isoDay = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Usually absent (undefined is left out of the JSON), often valid, sometimes refused. */
const sometimes = (valid: fc.Arbitrary<unknown>, invalid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.oneof(invalid, trickyValue) },
  );

/**
 * A disc's typed details (docs/decisions/0012): mostly absent or plausible (edges included,
 * null clearing a field), sometimes values that must be refused.
 */
export const detailArbs: Record<string, fc.Arbitrary<unknown>> = {
  plastic: sometimes(
    fc.constantFrom('Star', 'Champion', ' ESP ', '', null, 'p'.repeat(40)),
    fc.constant('p'.repeat(41)),
  ),
  weight: sometimes(
    fc.oneof(halfSteps(100, 200), fc.constant(null)),
    fc.oneof(fc.constantFrom(99.5, 200.5, 175.25, '175'), fc.double()),
  ),
  condition: sometimes(fc.integer({ min: 1, max: 10 }), fc.constantFrom(0, 11, 7.5)),
  nickname: sometimes(fc.string({ maxLength: 60 }), fc.constant('x'.repeat(61))),
  notes: sometimes(
    fc.oneof(fc.string({ maxLength: 40 }), fc.constant('n'.repeat(1000)), fc.constant(null)),
    fc.constant('n'.repeat(1001)),
  ),
  myFlight: sometimes(
    fc.oneof(
      fc.record({
        speed: halfSteps(0, 20),
        glide: halfSteps(0, 10),
        turn: halfSteps(-10, 5),
        fade: halfSteps(-5, 10),
      }),
      fc.constant(null),
    ),
    fc.constantFrom({ speed: 9 }, { speed: 21, glide: 5, turn: 0, fade: 1 }, [1, 2, 3, 4]),
  ),
  acquiredOn: sometimes(
    fc.oneof(isoDay, fc.constant(null)),
    fc.constantFrom('2026-02-30', '26-1-1'),
  ),
  status: sometimes(
    fc.constantFrom('active', 'active', 'lost', 'sold', 'given', 'retired'),
    fc.constantFrom('stolen', 'ACTIVE', ''),
  ),
  statusNote: sometimes(
    fc.oneof(fc.string({ maxLength: 30 }), fc.constant(null)),
    fc.constant('x'.repeat(201)),
  ),
  statusDate: sometimes(fc.oneof(isoDay, fc.constant(null)), fc.constant('2026-13-01')),
};
