import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnDisc } from '../../../core/schemas/own-disc';
import { createOwnDisc, expectStatus, seedCatalogue } from '../bag-kit';
import { newAccount } from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';

/** Random own-disc bodies and ids (decision 0029): never a 5xx, a refusal stores nothing, no leak. */
const field = fc.oneof(
  fc.string(),
  fc.double(),
  fc.integer({ min: -30, max: 30 }).map((n) => n / 2),
  fc.constantFrom(null, true, '', 'Stable', 'Putter', 'Innova', '\u0000', 'x'.repeat(200)),
);
const body = fc.oneof(
  fc.record(
    {
      name: field,
      brand: field,
      category: field,
      speed: field,
      glide: field,
      turn: field,
      fade: field,
      stability: field,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('fuzzing the own-disc endpoints', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let secret: OwnDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    alice = await newAccount(t, 'fuzz-own-alice@example.com');
    bob = await newAccount(t, 'fuzz-own-bob@example.com');
    secret = await createOwnDisc(t, alice, 'Secret');
  });
  afterAll(() => t.close());

  const list = (cookie: string) =>
    expectStatus<OwnDisc[]>(t.call('GET', '/api/own-discs', { cookie }), 200);

  it('POST, PATCH, DELETE and link with random input never fail or touch another player', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'DELETE', 'LINK'),
        body,
        fc.constantFrom(secret.id, 'own-x', '../x', 'not-a-uuid', '0'.repeat(300)),
        async (op, b, id) => {
          const before = await list(bob);
          const path =
            op === 'POST'
              ? '/api/own-discs'
              : op === 'LINK'
                ? `/api/own-discs/${encodeURIComponent(id)}/link`
                : `/api/own-discs/${encodeURIComponent(id)}`;
          const res = await t.call(op === 'LINK' ? 'POST' : op, path, { cookie: bob, body: b });
          const text = await res.text();
          expect(res.status, text).toBeLessThan(500);
          expect(text).not.toContain('Secret');
          if (res.status >= 400) expect(await list(bob)).toEqual(before);
          expect(await list(alice)).toEqual([secret]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
