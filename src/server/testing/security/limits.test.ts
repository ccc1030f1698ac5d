import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { MAX_BODY_BYTES } from '../../app';
import { newAccount, uniqueIp, viaSocket } from '../auth-kit';
import { addDisc, createBag, DRIVER, MIDRANGE, seedCatalogue } from '../bag-kit';
import { account, bag, session, user, userDisc, verification } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-app';
import { apiEndpoints } from '../route-table';

/** better-auth's JSON endpoints the UI uses (they are mounted as one wildcard route). */
import { IMPORT_BODY_MAX_BYTES, IMPORT_PATH } from '../../../core/api/collection-routes';
import { IMPORT_JSON_TOO_LARGE } from '../../../core/collection/import-plan';
import { PHOTO_PATH } from '../../../core/api/photo-routes';
import { UDISC_IMPORT_PATH } from '../../../core/api/round-routes';

const AUTH_JSON = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/update-user',
  '/api/auth/change-password',
];

let t: TestApp;
let cookie: string;
let myBag: Bag;
let myDisc: UserDisc;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
  cookie = await newAccount(t, 'limits@example.com');
  myBag = await createBag(t, cookie, { name: 'Limits', description: 'd' });
  myDisc = await addDisc(t, cookie, { bagId: myBag.id, discitId: DRIVER, color: '#123456' });
});
afterAll(() => t.close());

/** Row counts of every table a request could write to, and the user's own bag and disc. */
async function stored() {
  const { db } = t.db.database;
  type Table =
    | typeof user
    | typeof account
    | typeof session
    | typeof verification
    | typeof bag
    | typeof userDisc;
  const n = async (table: Table) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(user),
    accounts: await n(account),
    sessions: await n(session),
    verifications: await n(verification),
    bags: await n(bag),
    discs: await n(userDisc),
    snapshot: await t.call('GET', '/api/user-discs', { cookie }).then((r) => r.text()),
    bagList: await t.call('GET', '/api/bags', { cookie }).then((r) => r.text()),
  };
}

function jsonEndpoints(): { method: string; url: string }[] {
  const api = apiEndpoints(t.app)
    // The imports have their own, larger limit (tested below and in routes/rounds.test.ts); a
    // photo is a multipart upload with its own 15 MB limit (photos.test.ts).
    .filter(
      (r) =>
        r.method !== 'GET' &&
        r.path !== IMPORT_PATH &&
        r.path !== UDISC_IMPORT_PATH &&
        r.path !== PHOTO_PATH,
    )
    .map((r) => ({ method: r.method, url: r.path.replace(':id', myBag.id) }));
  return [...api, ...AUTH_JSON.map((url) => ({ method: 'POST', url }))];
}

describe('request bodies over 64 KB', () => {
  const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES), email: 'a@b.co', password: 'p' });

  it('answer 413 on every JSON endpoint (with Content-Length), storing nothing', async () => {
    const before = await stored();
    for (const { method, url } of jsonEndpoints()) {
      const res = await viaSocket(t, method, url, big, uniqueIp(), { cookie });
      expect(res.status, `${method} ${url}`).toBe(413);
      expect(await res.json()).toEqual({
        error: {
          code: 'payload_too_large',
          message: 'The request body is too large (at most 64 KB).',
        },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('answer 413 when the body is streamed without a length', async () => {
    const before = await stored();
    for (const { method, url } of jsonEndpoints()) {
      const bytes = new TextEncoder().encode(big);
      const stream = new ReadableStream<Uint8Array>({
        start(ctrl) {
          for (let i = 0; i < bytes.length; i += 8192) ctrl.enqueue(bytes.slice(i, i + 8192));
          ctrl.close();
        },
      });
      const res = await t.app.request(url, {
        method,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
        body: stream,
        duplex: 'half',
      });
      expect(res.status, `${method} ${url}`).toBe(413);
    }
    expect(await stored()).toEqual(before);
  });

  it('let the import take a 2 MB file, and answer a larger body 413 with the import’s message', async () => {
    const before = await stored();
    const over = JSON.stringify({ format: 'csv', content: 'x'.repeat(IMPORT_BODY_MAX_BYTES) });
    const res = await viaSocket(t, 'POST', IMPORT_PATH, over, uniqueIp(), { cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: IMPORT_JSON_TOO_LARGE },
    });
    const file = JSON.stringify({
      format: 'csv',
      content: `Disc\n${'y'.repeat(MAX_BODY_BYTES * 4)}\n`,
      dryRun: true,
    });
    const ok = await viaSocket(t, 'POST', IMPORT_PATH, file, uniqueIp(), { cookie });
    expect(ok.status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('accept a body just under the limit (answered on its merits, not 413)', async () => {
    const body = JSON.stringify({ name: 'ok', description: 'y'.repeat(MAX_BODY_BYTES - 40) });
    const res = await t.call('POST', '/api/bags', { cookie, body });
    expect(res.status).toBe(400);
  });
});

const long = (n: number, c = 'a') => c.repeat(n);

type Case = [label: string, method: string, url: string, body: unknown, signedIn: boolean];

/** One over-long string field per case (built once the user's bag and disc exist). */
function overLong(): Case[] {
  const bagUrl = `/api/bags/${myBag.id}`;
  const discUrl = `/api/user-discs/${myDisc.id}`;
  const disc = { bagId: myBag.id, discitId: MIDRANGE, color: '#654321' };
  return [
    ['bag name (81)', 'POST', '/api/bags', { name: long(81) }, true],
    ['bag description (501)', 'POST', '/api/bags', { name: 'n', description: long(501) }, true],
    ['bag name on update (81, emoji)', 'PATCH', bagUrl, { name: long(81, 'é') }, true],
    ['bag description on update', 'PATCH', bagUrl, { description: long(501) }, true],
    [
      'disc pass-through value (1001)',
      'POST',
      '/api/user-discs',
      { ...disc, notes: long(1001) },
      true,
    ],
    ['disc pass-through key (41)', 'POST', '/api/user-discs', { ...disc, [long(41)]: 1 }, true],
    ['discitId (101)', 'POST', '/api/user-discs', { ...disc, discitId: long(101) }, true],
    ['color (long)', 'POST', '/api/user-discs', { ...disc, color: '#' + long(5000, 'f') }, true],
    ['pass-through on update', 'PATCH', discUrl, { notes: long(1001) }, true],
    ['color on update', 'PATCH', discUrl, { color: long(2000, 'f') }, true],
    [
      'sign-up password (129)',
      'POST',
      '/api/auth/sign-up/email',
      { email: 'p@example.com', password: long(129), name: '' },
      false,
    ],
    [
      'sign-up name (61)',
      'POST',
      '/api/auth/sign-up/email',
      { email: 'n@example.com', password: 'good pass 1', name: long(61) },
      false,
    ],
    [
      'sign-up email (300)',
      'POST',
      '/api/auth/sign-up/email',
      { email: `${long(288)}@example.com`, password: 'good pass 1', name: '' },
      false,
    ],
    [
      'sign-in password (129)',
      'POST',
      '/api/auth/sign-in/email',
      { email: 'limits@example.com', password: long(129) },
      false,
    ],
    [
      'sign-in email (300)',
      'POST',
      '/api/auth/sign-in/email',
      { email: `${long(288)}@example.com`, password: 'x' },
      false,
    ],
    [
      'reset request email (300)',
      'POST',
      '/api/auth/request-password-reset',
      { email: `${long(288)}@example.com` },
      false,
    ],
    [
      'new password on reset (129)',
      'POST',
      '/api/auth/reset-password',
      { token: 'x', newPassword: long(129) },
      false,
    ],
    ['display name (61)', 'POST', '/api/auth/update-user', { name: long(61) }, true],
  ];
}

const LABELS = [
  'bag name (81)',
  'bag description (501)',
  'bag name on update (81, emoji)',
  'bag description on update',
  'disc pass-through value (1001)',
  'disc pass-through key (41)',
  'discitId (101)',
  'color (long)',
  'pass-through on update',
  'color on update',
  'sign-up password (129)',
  'sign-up name (61)',
  'sign-up email (300)',
  'sign-in password (129)',
  'sign-in email (300)',
  'reset request email (300)',
  'new password on reset (129)',
  'display name (61)',
];

describe('every string field has a maximum length', () => {
  it('covers every case', () => {
    expect(overLong().map((c) => c[0])).toEqual(LABELS);
  });

  for (const label of LABELS)
    it(`${label}: 400, nothing stored`, async () => {
      const [, method, url, body, signedIn] = overLong().find((c) => c[0] === label)!;
      const before = await stored();
      const res = await viaSocket(
        t,
        method,
        url,
        JSON.stringify(body),
        uniqueIp(),
        signedIn ? { cookie } : {},
      );
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(await stored()).toEqual(before);
    });
});
