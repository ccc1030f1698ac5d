import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as limits from '../../../core/limits';
import { newAccount, sessionUser } from '../auth-kit';
import { newId } from '../../db/ids';
import { bag, disc, userDisc } from '../../db/schema';
import { createTestApp, type TestApp } from '../test-app';

const BAGS_FOR_DISCS = limits.MAX_DISCS_PER_PLAYER / limits.MAX_DISCS_PER_BAG;
// A catalogue as long-named as real ones, one entry per disc slot of a full bag (plus spares).
const CATALOGUE = Array.from({ length: limits.MAX_DISCS_PER_BAG + 2 }, (_, i) => ({
  id: `limit-disc-${String(i).padStart(4, '0')}-aaaaaaaaaaaaaaaa`,
  name: `Limit Tester Number ${i} Long Name`,
  brand: 'Extremely Long Brand Name Discs',
  category: 'Distance Driver',
  speed: 12.5,
  glide: 5.5,
  turn: -1.5,
  fade: 2.5,
}));
/** Pass-through fields as full as one disc may have them (four strings at the longest). */
const FULL_EXTRA = Object.fromEntries(
  ['a', 'b', 'c', 'd'].map((k) => [`note${k}`, 'n'.repeat(1000)]),
);
const FULL_EXTRA_BYTES = JSON.stringify(FULL_EXTRA).length;
const limitReached = (message: string) => ({ error: { code: 'limit_reached', message } });

/** Per-player maximums answer 409 with a clear message, and keep the largest lists bounded. */
describe('per-player limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.database.db.insert(disc).values(CATALOGUE);
  }, 60_000);
  afterAll(() => t.close());

  async function player(email: string) {
    const cookie = await newAccount(t, email);
    const res = await t.call('GET', '/api/auth/get-session', { cookie });
    const { user } = (await res.json()) as { user: { id: string } };
    expect(await sessionUser(t, cookie)).not.toBeNull();
    return { cookie, userId: user.id };
  }
  const insertBags = async (userId: string, n: number) => {
    const rows = Array.from({ length: n }, (_, i) => ({ id: newId(), userId, name: `Bag ${i}` }));
    await t.db.database.db.insert(bag).values(rows);
    return rows.map((r) => r.id);
  };
  const insertDiscs = async (
    userId: string,
    bagId: string,
    n: number,
    extra: Record<string, string> = {},
    from = 0,
    status = 'retired',
  ) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: newId(),
      userId,
      bagId,
      discId: CATALOGUE[from + i]!.id,
      color: '#123456',
      extra,
      // Every typed detail that is not free text, at its longest (the list's worst case).
      weight: 175.5,
      condition: 10,
      mySpeed: 12.5,
      myGlide: 5.5,
      myTurn: -1.5,
      myFade: 2.5,
      acquiredOn: '2026-11-23',
      status,
      statusDate: status === 'active' ? null : '2026-11-23',
    }));
    await t.db.database.db.insert(userDisc).values(rows);
  };

  it(`refuses bag number ${limits.MAX_BAGS_PER_PLAYER + 1}, even to concurrent requests`, async () => {
    const { cookie, userId } = await player('bags-limit@example.com');
    await insertBags(userId, limits.MAX_BAGS_PER_PLAYER - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/api/bags', { cookie, body: { name: `Racing ${i}` } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = await t.call('POST', '/api/bags', { cookie, body: { name: 'One more' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(limitReached(limits.TOO_MANY_BAGS));
    const list = (await (await t.call('GET', '/api/bags', { cookie })).json()) as unknown[];
    expect(list).toHaveLength(limits.MAX_BAGS_PER_PLAYER);
  });

  it(`refuses disc number ${limits.MAX_DISCS_PER_BAG + 1} in a bag, added or moved in`, async () => {
    const { cookie, userId } = await player('bag-full@example.com');
    const [full, other] = await insertBags(userId, 2);
    await insertDiscs(userId, full!, limits.MAX_DISCS_PER_BAG);
    const add = await t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: full, discitId: CATALOGUE[limits.MAX_DISCS_PER_BAG]!.id, color: '#000000' },
    });
    expect(add.status).toBe(409);
    expect(await add.json()).toEqual(limitReached(limits.BAG_FULL));
    const elsewhere = await t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: other, discitId: CATALOGUE[limits.MAX_DISCS_PER_BAG]!.id, color: '#000000' },
    });
    expect(elsewhere.status).toBe(201);
    const { id } = (await elsewhere.json()) as { id: string };
    const move = await t.call('PATCH', `/api/user-discs/${id}`, { cookie, body: { bagId: full } });
    expect(move.status).toBe(409);
    expect(await move.json()).toEqual(limitReached(limits.BAG_FULL));
    // Editing a disc that is already in the full bag is not adding one.
    const inFull = (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as {
      id: string;
      bagId: string;
    }[];
    const one = inFull.find((d) => d.bagId === full)!;
    const edit = await t.call('PATCH', `/api/user-discs/${one.id}`, {
      cookie,
      body: { color: '#abcdef', bagId: full },
    });
    expect(edit.status).toBe(200);
  });

  it(`refuses disc number ${limits.MAX_DISCS_PER_PLAYER + 1}, and the full list stays under ${limits.USER_DISC_LIST_MAX_BYTES} bytes`, async () => {
    const { cookie, userId } = await player('discs-limit@example.com');
    const bags = await insertBags(userId, BAGS_FOR_DISCS + 1);
    // Pass-through fields up to the player's budget, in as few discs as possible.
    const heavy = Math.floor(limits.MAX_EXTRA_BYTES_PER_PLAYER / FULL_EXTRA_BYTES);
    await insertDiscs(userId, bags[0]!, heavy, FULL_EXTRA);
    await insertDiscs(userId, bags[0]!, limits.MAX_DISCS_PER_BAG - heavy, {}, heavy);
    for (let b = 1; b < BAGS_FOR_DISCS; b++) {
      await insertDiscs(userId, bags[b]!, limits.MAX_DISCS_PER_BAG);
    }
    const add = await t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: bags[BAGS_FOR_DISCS], discitId: CATALOGUE[0]!.id, color: '#000000' },
    });
    expect(add.status).toBe(409);
    expect(await add.json()).toEqual(limitReached(limits.TOO_MANY_DISCS));
    // Every disc with a photo (decision 0016): the list carries each one's photoUrl.
    await t.db.database.db.execute(sql`insert into user_disc_photo
        (user_disc_id, user_id, data, hash, bytes, width, height)
      select id, user_id, decode('00', 'hex'), 'ffffffffffffffff', 1, 1, 1 from user_disc
      where user_id = ${userId}`);
    const list = await t.call('GET', '/api/user-discs', { cookie });
    const bytes = (await list.arrayBuffer()).byteLength;
    const packed = await t.call('GET', '/api/user-discs', {
      cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    const wire = (await new Response(packed.body).arrayBuffer()).byteLength;
    console.info(
      `GET /api/user-discs with ${limits.MAX_DISCS_PER_PLAYER} discs: ${bytes} bytes, ${wire} gzipped`,
    );
    expect(bytes).toBeLessThanOrEqual(limits.USER_DISC_LIST_MAX_BYTES);
    expect(wire).toBeLessThanOrEqual(limits.USER_DISC_LIST_MAX_WIRE_BYTES);
  }, 60_000);

  it('counts free-text details (notes, plastic…) in the same per-player budget', async () => {
    const { cookie, userId } = await player('notes-limit@example.com');
    const [b] = await insertBags(userId, 1);
    const n = Math.floor(limits.MAX_EXTRA_BYTES_PER_PLAYER / FULL_EXTRA_BYTES);
    await insertDiscs(userId, b!, n, FULL_EXTRA);
    // About 2 KB of the budget is left: notes of 1,000 characters fit twice at most.
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await t.call('POST', '/api/user-discs', {
          cookie,
          body: {
            bagId: b,
            discitId: CATALOGUE[n + i]!.id,
            color: '#000000',
            notes: 'n'.repeat(1000),
          },
        }),
      );
    }
    const refused = answers.filter((r) => r.status === 409);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(await refused[0]!.json()).toEqual(limitReached(limits.TOO_MUCH_EXTRA));
  });

  it('refuses pass-through fields over the per-player budget', async () => {
    const { cookie, userId } = await player('extra-limit@example.com');
    const [b] = await insertBags(userId, 1);
    const n = Math.floor(limits.MAX_EXTRA_BYTES_PER_PLAYER / FULL_EXTRA_BYTES);
    await insertDiscs(userId, b!, n, FULL_EXTRA);
    const add = await t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: b, discitId: CATALOGUE[n]!.id, color: '#000000', ...FULL_EXTRA },
    });
    expect(add.status).toBe(409);
    expect(await add.json()).toEqual(limitReached(limits.TOO_MUCH_EXTRA));
    const plain = await t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: b, discitId: CATALOGUE[n]!.id, color: '#000000' },
    });
    expect(plain.status).toBe(201);
  });

  it('holds the limits when copying, moving several and duplicating a bag', async () => {
    const { cookie, userId } = await player('copy-limits@example.com');
    const [full, two] = await insertBags(userId, 2);
    await insertDiscs(userId, full!, limits.MAX_DISCS_PER_BAG);
    await insertDiscs(userId, two!, 2, {}, 0, 'active');
    const ids = (
      (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as {
        id: string;
        bagId: string;
      }[]
    )
      .filter((d) => d.bagId === two)
      .map((d) => d.id);
    for (const path of ['/api/user-discs/move', '/api/user-discs/copy']) {
      const res = await t.call('POST', path, { cookie, body: { ids, bagId: full } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(limitReached(limits.BAG_FULL));
    }
    await insertBags(userId, limits.MAX_BAGS_PER_PLAYER - 2);
    const dup = await t.call('POST', `/api/bags/${two}/duplicate`, { cookie });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual(limitReached(limits.TOO_MANY_BAGS));
    const list = (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as {
      bagId: string;
    }[];
    expect(list.filter((d) => d.bagId === two)).toHaveLength(2);
  });

  it('holds the player’s disc and text maximums when copying and duplicating', async () => {
    const { cookie, userId } = await player('copy-total@example.com');
    const bags = await insertBags(userId, BAGS_FOR_DISCS + 1);
    // One disc short of the maximum: the last bag holds one active disc with full notes.
    for (let b = 0; b < BAGS_FOR_DISCS - 1; b++) {
      await insertDiscs(userId, bags[b]!, limits.MAX_DISCS_PER_BAG);
    }
    await insertDiscs(userId, bags[BAGS_FOR_DISCS - 1]!, limits.MAX_DISCS_PER_BAG - 2);
    await insertDiscs(userId, bags[BAGS_FOR_DISCS]!, 1, FULL_EXTRA, 0, 'active');
    const list = (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as {
      id: string;
      bagId: string;
    }[];
    const last = list.find((d) => d.bagId === bags[BAGS_FOR_DISCS])!;
    const copy = (bagId: string) =>
      t.call('POST', '/api/user-discs/copy', {
        cookie,
        body: { ids: [last.id], bagId, allowDuplicate: true },
      });
    expect((await copy(bags[BAGS_FOR_DISCS]!)).status).toBe(201);
    const refused = await copy(bags[BAGS_FOR_DISCS]!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(limitReached(limits.TOO_MANY_DISCS));
    const dup = await t.call('POST', `/api/bags/${bags[BAGS_FOR_DISCS]}/duplicate`, { cookie });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual(limitReached(limits.TOO_MANY_DISCS));
  }, 60_000);

  it('counts copied notes and extra fields in the per-player budget', async () => {
    const { cookie, userId } = await player('copy-budget@example.com');
    const [b] = await insertBags(userId, 1);
    const n = Math.floor(limits.MAX_EXTRA_BYTES_PER_PLAYER / FULL_EXTRA_BYTES);
    await insertDiscs(userId, b!, n, FULL_EXTRA, 0, 'active');
    const list = (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as {
      id: string;
    }[];
    const res = await t.call('POST', '/api/user-discs/copy', {
      cookie,
      body: { ids: [list[0]!.id], bagId: b, allowDuplicate: true },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(limitReached(limits.TOO_MUCH_EXTRA));
    const dup = await t.call('POST', `/api/bags/${b}/duplicate`, { cookie });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual(limitReached(limits.TOO_MUCH_EXTRA));
  });
});
