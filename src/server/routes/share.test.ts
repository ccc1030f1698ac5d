import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '../../core/bag-types';
import { SHARE_NOT_FOUND, SHARE_TOKEN_PATTERN, type BagShare } from '../../core/schemas/share';
import { sharedBagSchema } from '../../core/schemas/share';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { bagShare } from '../db/schema';
import { createLogger } from '../logger';
import {
  addDisc,
  createBag,
  DRIVER,
  detailsOf,
  expectStatus,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const notFound = { error: { code: 'not_found', message: SHARE_NOT_FOUND } };

describe('sharing a bag', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'owner@example.com', 'correct horse 1', 'Ava Thrower');
    other = await signUp(t, 'friend@example.com', 'correct horse 1', 'Friend');
    bag = await createBag(t, cookie, { name: 'Tournament', description: 'Main bag' });
  });
  afterAll(() => t.close());

  const share = (method: string, path = '', who = cookie, id = bag.id) =>
    t.call(method, `/api/bags/${id}/share${path}`, { cookie: who });
  const readShared = (token: string) => t.call('GET', `/api/shared/${token}`);

  it('is off by default, and a link is made on request, kept, renewed and turned off', async () => {
    expect(await expectStatus<BagShare>(share('GET'), 200)).toEqual({ enabled: false });

    const on = await expectStatus<BagShare>(share('POST'), 200);
    expect(on.enabled).toBe(true);
    expect(on.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(on.path).toBe(`/s/${on.token}`);
    expect(await expectStatus<BagShare>(share('GET'), 200)).toEqual(on);
    // Turning it on again keeps the link already given out.
    expect(await expectStatus<BagShare>(share('POST'), 200)).toEqual(on);
    await expectStatus(readShared(on.token!), 200);

    const renewed = await expectStatus<BagShare>(share('POST', '/rotate'), 200);
    expect(renewed.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(renewed.token).not.toBe(on.token);
    expect(await expectStatus(readShared(on.token!), 404)).toEqual(notFound);
    await expectStatus(readShared(renewed.token!), 200);

    await expectStatus(share('DELETE'), 204);
    expect(await expectStatus(readShared(renewed.token!), 404)).toEqual(notFound);
    expect(await expectStatus<BagShare>(share('GET'), 200)).toEqual({ enabled: false });
    // Off twice is still off; on again is a new link, never the revoked one.
    await expectStatus(share('DELETE'), 204);
    const again = await expectStatus<BagShare>(share('POST'), 200);
    expect([on.token, renewed.token]).not.toContain(again.token);
    await expectStatus(share('DELETE'), 204);
  });

  it('makes a different unguessable token for every link', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) {
      tokens.add((await expectStatus<BagShare>(share('POST', '/rotate'), 200)).token!);
    }
    expect(tokens.size).toBe(20);
    // 43 base64url characters carry 256 bits.
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await expectStatus(share('DELETE'), 204);
  });

  it('shows the bag read-only: name, description, owner name and discs in play, nothing private', async () => {
    const mine = await createBag(t, cookie, { name: 'Shared', description: 'Come look' });
    await addDisc(t, cookie, {
      bagId: mine.id,
      discitId: DRIVER,
      color: '#FF0000',
      plastic: 'Star',
      weight: 175,
      condition: 8,
      nickname: 'Call 555-0100',
      notes: 'secret note',
      acquiredOn: '2026-05-01',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 2 },
      sponsor: 'secret pass-through',
    });
    await addDisc(t, cookie, { bagId: mine.id, discitId: PUTTER, color: '#00FF00' });
    const lost = await addDisc(t, cookie, { bagId: mine.id, discitId: MIDRANGE, color: '#0000FF' });
    await expectStatus(
      t.call('PATCH', `/api/user-discs/${lost.id}`, {
        cookie,
        body: { status: 'lost', statusNote: 'pond on hole 7' },
      }),
      200,
    );
    const { token } = await expectStatus<BagShare>(share('POST', '', cookie, mine.id), 200);

    const res = await readShared(token!);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    const body = sharedBagSchema.parse(JSON.parse(text));
    expect(body).toEqual({
      name: 'Shared',
      description: 'Come look',
      owner: { name: 'Ava Thrower' },
      discs: [
        {
          color: '#FF0000',
          discDetails: detailsOf(DRIVER),
          plastic: 'Star',
          weight: 175,
          condition: 8,
          myFlight: { speed: 12, glide: 5, turn: -2, fade: 2 },
        },
        { color: '#00FF00', discDetails: detailsOf(PUTTER) },
      ],
    });
    // No e-mail, no user, bag or disc id, no private detail anywhere in the answer.
    const { user } = await expectStatus<{ user: { id: string } }>(
      t.call('GET', '/api/auth/get-session', { cookie }),
      200,
    );
    for (const secret of [
      'owner@example.com',
      '@',
      user.id,
      mine.id,
      bag.id,
      lost.id,
      DRIVER,
      'secret',
      '555-0100',
      '2026-05-01',
      'pond',
      'userId',
      'bagId',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"id"/);
  });

  it('answers 404 for unknown, malformed and revoked tokens, with the noindex header', async () => {
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', '%00', "1' or '1'='1", 'x'.repeat(300)]) {
      const res = await readShared(encodeURIComponent(token));
      expect(res.status, token).toBe(404);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
      expect(await res.json()).toEqual(notFound);
    }
  });

  it('is the owner’s alone: another player, no session or a missing bag get the bag’s 404 or 401', async () => {
    const { token } = await expectStatus<BagShare>(share('POST'), 200);
    const bagMissing = { error: { code: 'not_found', message: 'Bag not found' } };
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['POST', '/rotate'],
      ['DELETE', ''],
    ] as const) {
      expect(await expectStatus(share(method, path, other), 404)).toEqual(bagMissing);
      expect(await expectStatus(share(method, path, cookie, MISSING_ID), 404)).toEqual(bagMissing);
      expect(await expectStatus(share(method, path, cookie, 'not-a-uuid'), 404)).toEqual(
        bagMissing,
      );
      await expectStatus(share(method, path, ''), 401);
    }
    // The link survived all of that.
    expect((await expectStatus<BagShare>(share('GET'), 200)).token).toBe(token);
    await expectStatus(readShared(token!), 200);
  });

  it('a revoked link answers 404 in every process at once (no state kept in a process)', async () => {
    const second = createApp({
      env: t.env,
      database: t.db.database,
      logger: createLogger('silent'),
    }).app;
    const { token } = await expectStatus<BagShare>(share('POST', '/rotate'), 200);
    expect((await second.request(`/api/shared/${token}`)).status).toBe(200);
    await expectStatus(share('DELETE'), 204);
    expect((await second.request(`/api/shared/${token}`)).status).toBe(404);
  });

  it('an empty bag is shared with no discs, and deleting the bag deletes its link', async () => {
    const empty = await createBag(t, cookie, { name: 'Empty' });
    const { token } = await expectStatus<BagShare>(share('POST', '', cookie, empty.id), 200);
    expect(await expectStatus(readShared(token!), 200)).toMatchObject({ name: 'Empty', discs: [] });
    await expectStatus(t.call('DELETE', `/api/bags/${empty.id}`, { cookie }), 204);
    expect(await expectStatus(readShared(token!), 404)).toEqual(notFound);
    const rows = await t.db.database.db.select().from(bagShare).where(eq(bagShare.bagId, empty.id));
    expect(rows).toEqual([]);
  });
});
