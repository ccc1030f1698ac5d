import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../../core/bag-types';
import { PHOTO_FIELD } from '../../../core/photo/photo-rules';
import { userDiscPhoto } from '../../db/schema';
import { addDisc, createBag, DRIVER, MIDRANGE, seedCatalogue } from '../bag-kit';
import { newAccount } from '../auth-kit';
import { fuzzRuns, headersArb, idArb, trickyString } from '../fuzz-arbitraries';
import { makeImage } from '../photo-kit';
import { leakIn } from '../security-kit';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-app';

/**
 * Fuzzes the photo upload with what a hostile or broken client sends: real images, their
 * truncations and bit flips, random bytes behind a real signature, random names and claimed
 * types, form fields that are not files, and bodies that are not forms. Every answer is below
 * 500, is JSON when it is an error, and leaks nothing; a success touched only the caller's own
 * disc; and the stored photos are exactly those the successes put there.
 */
describe('fuzzing the photo upload', () => {
  let t: TestApp;
  const cookies: string[] = [];
  const discsOf: string[][] = [];
  let seeds: Buffer[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    for (const name of ['alice', 'bob']) {
      const cookie = await newAccount(t, `${name}-photo@example.com`);
      cookies.push(cookie);
      const bag = await createBag(t, cookie, { name: 'Bag' });
      const discs: UserDisc[] = [];
      for (const discitId of [DRIVER, MIDRANGE]) {
        discs.push(await addDisc(t, cookie, { bagId: bag.id, discitId, color: '#112233' }));
      }
      discsOf.push(discs.map((d) => d.id));
    }
    seeds = await Promise.all([
      makeImage(24, 16, 'jpeg'),
      makeImage(24, 16, 'png'),
      makeImage(24, 16, 'webp'),
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const fileBytes = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.nat().map((i) => seeds[i % seeds.length]!) },
      {
        weight: 3,
        arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 255 })).map(([i, at, byte]) => {
          const copy = Buffer.from(seeds[i % seeds.length]!);
          copy[at % copy.length] = byte;
          return copy;
        }),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.nat())
          .map(([i, cut]) =>
            seeds[i % seeds.length]!.subarray(0, cut % seeds[i % seeds.length]!.length),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.uint8Array({ maxLength: 300 }))
          .map(([i, rest]) => Buffer.concat([seeds[i % seeds.length]!.subarray(0, 16), rest])),
      },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
    );

  const body: fc.Arbitrary<FormData | string | undefined> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({
          bytes: fileBytes(),
          name: trickyString,
          type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'image/svg+xml', ''),
          field: fc.constantFrom(PHOTO_FIELD, PHOTO_FIELD, 'file', ''),
          asText: fc.boolean(),
        })
        .map(({ bytes, name, type, field, asText }): FormData | string | undefined => {
          const form = new FormData();
          if (asText) form.append(field, bytes.toString('latin1'));
          else form.append(field, new File([new Uint8Array(bytes)], name, { type }));
          return form;
        }),
    },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{}', '--x\r\n', 'null') },
  );

  const stored = async () =>
    (
      await t.db.database.db
        .select({
          disc: userDiscPhoto.userDiscId,
          user: userDiscPhoto.userId,
          hash: userDiscPhoto.hash,
        })
        .from(userDiscPhoto)
        .orderBy(asc(userDiscPhoto.userDiscId))
    ).map((r) => `${r.disc}:${r.hash}`);

  it('random files and forms never fail, leak, or store a photo on a disc not the caller’s', async () => {
    const expected = new Map<string, string>();
    let accepted = 0;
    const input = fc.record({
      actor: fc.constantFrom(0, 1, 1, -1),
      id: idArb(() => discsOf.flat()),
      body,
      headers: headersArb,
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ actor, id, body, headers }) => {
        const url = `/api/user-discs/${id}/photo`;
        const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
        // A form carries its own boundary; a random content-type would only break it.
        if (body instanceof FormData) delete h['content-type'];
        if (actor >= 0) h.cookie = cookies[actor]!;
        const res = await t.app.request(url, { method: 'POST', headers: h, body });
        const text = await res.text();
        const ctx = `POST ${url} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, ctx).toBeLessThan(500);
        if (res.status >= 400) {
          const leak = leakIn(text);
          if (leak && !leakIn(url)) expect.fail(`${ctx}: leaks a ${leak}`);
          JSON.parse(text);
        } else {
          expect(actor, `${ctx}: anonymous upload succeeded`).toBeGreaterThanOrEqual(0);
          const disc = JSON.parse(text) as UserDisc;
          expect(discsOf[actor], `${ctx}: not the caller's disc`).toContain(disc.id);
          expect(disc.photoUrl, ctx).toMatch(/\?v=[0-9a-f]{16}$/);
          expected.set(disc.id, disc.photoUrl!.split('?v=')[1]!);
          accepted++;
        }
        expect(await stored(), ctx).toEqual(
          [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([d, h]) => `${d}:${h}`),
        );
      }),
      { numRuns: fuzzRuns(300) },
    );
    expect(accepted, 'accepted uploads').toBeGreaterThanOrEqual(2);
  }, 600_000);
});
