import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as limits from '../../../core/limits';
import { newAccount, sessionUser } from '../auth-kit';
import { newId } from '../../db/ids';
import { bag, disc, userDisc, userDiscPhoto, wishlistItem } from '../../db/schema';
import { MAX_WISHES_PER_PLAYER, TOO_MANY_WISHES } from '../../../core/schemas/wishlist';
import { lockPlayer } from '../../collection/player-lock';
import { enforcePhotoQuota, readUsage } from '../../collection/player-usage';
import { MAX_PHOTO_BYTES_PER_PLAYER, PHOTO_STORAGE_FULL } from '../../../core/photo/photo-rules';
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

  it('holds the bag limit when more creates race than there are bags left, from well below it', async () => {
    const { cookie, userId } = await player('bags-race-low@example.com');
    // Far enough below the maximum that no create reads a count near it before the others land.
    const left = 51;
    await insertBags(userId, limits.MAX_BAGS_PER_PLAYER - left);
    const racing = left + 1;
    const answers = await Promise.all(
      Array.from({ length: racing }, (_, i) =>
        t.call('POST', '/api/bags', { cookie, body: { name: `Burst ${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racing - left);
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

  // ---- Every write path through the one rule, one request at a time and all at once ----------

  const SLOTS = 2;
  const TRIES = 5;
  const ok = (r: Response) => r.status === 200 || r.status === 201;
  type Disc = { id: string; bagId: string; status: string };
  const discsOf = async (cookie: string) =>
    (await (await t.call('GET', '/api/user-discs', { cookie })).json()) as Disc[];
  const bagsOf = async (cookie: string) =>
    (await (await t.call('GET', '/api/bags', { cookie })).json()) as { id: string }[];
  const csv = (rows: { bag?: string; id: number; notes?: string }[]) =>
    [
      'Bag,Disc,Brand,Catalogue id,Copy,Notes',
      ...rows.map(
        (r) =>
          `${r.bag ?? ''},${CATALOGUE[r.id]!.name},${CATALOGUE[r.id]!.brand},${CATALOGUE[r.id]!.id},2,${r.notes ?? ''}`,
      ),
    ].join('\n');
  const importCsv = (cookie: string, content: string, target: object = {}) =>
    t.call('POST', '/api/import', { cookie, body: { format: 'csv', content, ...target } });

  /** Sends the requests together: exactly `allowed` are accepted, the others get the limit's 409. */
  async function exactly(requests: (() => Promise<Response>)[], allowed: number, message: string) {
    const answers = await Promise.all(requests.map((send) => send()));
    const statuses = answers.map((r) => r.status);
    expect(answers.filter(ok), statuses.join(' ')).toHaveLength(allowed);
    const refused = answers.filter((r) => !ok(r));
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(await r.json()).toEqual(limitReached(message));
    }
    return statuses;
  }

  /**
   * A player whose bag `full` has room for SLOTS more discs, with TRIES active discs in `other`
   * (ready to move or copy), TRIES archived ones there (ready to restore) and TRIES wishes.
   */
  async function nearlyFullBag(email: string) {
    const p = await player(email);
    const [full, other] = await insertBags(p.userId, 2);
    await insertDiscs(p.userId, full!, limits.MAX_DISCS_PER_BAG - SLOTS);
    await insertDiscs(p.userId, other!, TRIES, {}, 0, 'active');
    await insertDiscs(p.userId, other!, TRIES, {}, TRIES, 'lost');
    const inOther = (await discsOf(p.cookie)).filter((d) => d.bagId === other);
    const wishes: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const res = await t.call('POST', '/api/wishlist', {
        cookie: p.cookie,
        body: { discitId: CATALOGUE[i]!.id, note: '' },
      });
      wishes.push(((await res.json()) as { id: string }).id);
    }
    return {
      ...p,
      full: full!,
      active: inOther.filter((d) => d.status === 'active').map((d) => d.id),
      archived: inOther.filter((d) => d.status !== 'active').map((d) => d.id),
      wishes,
    };
  }
  type NearlyFull = Awaited<ReturnType<typeof nearlyFullBag>>;

  /** One request per write path that puts a disc into a bag: the i-th of TRIES. */
  const intoBag: [string, (p: NearlyFull, i: number) => Promise<Response>][] = [
    [
      'add',
      (p, i) =>
        t.call('POST', '/api/user-discs', {
          cookie: p.cookie,
          body: { bagId: p.full, discitId: CATALOGUE[i]!.id, color: '#000000' },
        }),
    ],
    [
      'update (move one disc)',
      (p, i) =>
        t.call('PATCH', `/api/user-discs/${p.active[i]}`, {
          cookie: p.cookie,
          body: { bagId: p.full },
        }),
    ],
    [
      'restore from the archive into the bag',
      (p, i) =>
        t.call('PATCH', `/api/user-discs/${p.archived[i]}`, {
          cookie: p.cookie,
          body: { status: 'active', statusNote: null, statusDate: null, bagId: p.full },
        }),
    ],
    [
      'move',
      (p, i) =>
        t.call('POST', '/api/user-discs/move', {
          cookie: p.cookie,
          body: { ids: [p.active[i]], bagId: p.full },
        }),
    ],
    [
      'copy',
      (p, i) =>
        t.call('POST', '/api/user-discs/copy', {
          cookie: p.cookie,
          body: { ids: [p.active[i]], bagId: p.full, allowDuplicate: true },
        }),
    ],
    [
      'wishlist move',
      (p, i) =>
        t.call('POST', `/api/wishlist/${p.wishes[i]}/move`, {
          cookie: p.cookie,
          body: { bagId: p.full, color: '#000000' },
        }),
    ],
    ['import into the bag', (p, i) => importCsv(p.cookie, csv([{ id: i }]), { bagId: p.full })],
  ];

  it.each(intoBag)(
    `${'%s'}: a bag takes no disc past ${limits.MAX_DISCS_PER_BAG}, one at a time or all at once`,
    async (label, send) => {
      const p = await nearlyFullBag(`bag-race-${label.replace(/\W+/g, '-')}@example.com`);
      const statuses = await exactly(
        Array.from({ length: TRIES }, (_, i) => () => send(p, i)),
        SLOTS,
        limits.BAG_FULL,
      );
      const inFull = () => discsOf(p.cookie).then((l) => l.filter((d) => d.bagId === p.full));
      expect(await inFull()).toHaveLength(limits.MAX_DISCS_PER_BAG);
      // Once full, a refused one sent again alone is refused again, and nothing changed.
      const again = await send(p, statuses.indexOf(409));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(limitReached(limits.BAG_FULL));
      expect(await inFull()).toHaveLength(limits.MAX_DISCS_PER_BAG);
    },
    60_000,
  );

  it('refuses an import whose file bags land in one new bag past its maximum', async () => {
    const { cookie } = await player('import-merge@example.com');
    const half = limits.MAX_DISCS_PER_BAG / 2 + 50;
    const rows = (bag: string) => Array.from({ length: half }, (_, i) => ({ bag, id: i }));
    const file = csv([...rows('First'), ...rows('Second')]);
    // Into one new bag by name: one bag of 2 × 300.
    const named = await importCsv(cookie, file, { newBagName: 'Everything' });
    expect(named.status).toBe(409);
    expect(await named.json()).toEqual(limitReached(limits.BAG_FULL));
    // Two bag names alike in their first 80 characters are no longer cut to one bag: a name over
    // the bag form's maximum is refused on its rows, and nothing is imported.
    const long = 'L'.repeat(80);
    const alike = csv([...rows(`${long} one`), ...rows(`${long} two`)]);
    const merged = await importCsv(cookie, alike);
    expect(merged.status).toBe(200);
    const report = (await merged.json()) as { imported: boolean; report: { problem: string }[] };
    expect(report.imported).toBe(false);
    expect(report.report.every((r) => r.problem.includes('at most 80 characters'))).toBe(true);
    expect(await bagsOf(cookie)).toHaveLength(0);
    expect(await discsOf(cookie)).toHaveLength(0);
    // Each file bag in a bag of its own fits.
    expect((await importCsv(cookie, file)).status).toBe(201);
    expect(await bagsOf(cookie)).toHaveLength(2);
  }, 60_000);

  it(`lets no mix of writes pass ${limits.MAX_DISCS_PER_PLAYER} discs, even all at once`, async () => {
    const { cookie, userId } = await player('discs-race@example.com');
    const bags = await insertBags(userId, BAGS_FOR_DISCS + 1);
    for (let b = 0; b < BAGS_FOR_DISCS - 1; b++) {
      await insertDiscs(userId, bags[b]!, limits.MAX_DISCS_PER_BAG);
    }
    const last = bags[BAGS_FOR_DISCS - 1]!;
    const spare = bags[BAGS_FOR_DISCS]!;
    await insertDiscs(userId, last, limits.MAX_DISCS_PER_BAG - 1 - SLOTS);
    await insertDiscs(userId, spare, 1, {}, 0, 'active');
    const [one] = (await discsOf(cookie)).filter((d) => d.bagId === spare);
    const wish = await t.call('POST', '/api/wishlist', {
      cookie,
      body: { discitId: CATALOGUE[3]!.id, note: '' },
    });
    const wishId = ((await wish.json()) as { id: string }).id;
    // Five writes that each add one disc, two discs of room.
    await exactly(
      [
        () =>
          t.call('POST', '/api/user-discs', {
            cookie,
            body: { bagId: spare, discitId: CATALOGUE[1]!.id, color: '#000000' },
          }),
        () =>
          t.call('POST', '/api/user-discs/copy', {
            cookie,
            body: { ids: [one!.id], bagId: spare, allowDuplicate: true },
          }),
        () =>
          t.call('POST', `/api/wishlist/${wishId}/move`, {
            cookie,
            body: { bagId: spare, color: '#000000' },
          }),
        () => importCsv(cookie, csv([{ id: 2 }]), { newBagName: 'Imported' }),
        () => t.call('POST', `/api/bags/${spare}/duplicate`, { cookie }),
      ],
      SLOTS,
      limits.TOO_MANY_DISCS,
    );
    expect(await discsOf(cookie)).toHaveLength(limits.MAX_DISCS_PER_PLAYER);
    const big = await importCsv(cookie, csv([{ id: 4 }]), { bagId: spare });
    expect(big.status).toBe(409);
    expect(await big.json()).toEqual(limitReached(limits.TOO_MANY_DISCS));
  }, 120_000);

  it(`lets no mix of writes pass ${limits.MAX_BAGS_PER_PLAYER} bags, even all at once`, async () => {
    const { cookie, userId } = await player('bags-race@example.com');
    const [source] = await insertBags(userId, limits.MAX_BAGS_PER_PLAYER - SLOTS);
    await exactly(
      [
        () => t.call('POST', '/api/bags', { cookie, body: { name: 'New' } }),
        () => t.call('POST', `/api/bags/${source}/duplicate`, { cookie }),
        () => t.call('POST', `/api/bags/${source}/duplicate`, { cookie }),
        () => importCsv(cookie, csv([{ id: 1 }]), { newBagName: 'Imported' }),
        () => importCsv(cookie, csv([{ bag: 'A', id: 1 }])),
      ],
      SLOTS,
      limits.TOO_MANY_BAGS,
    );
    expect(await bagsOf(cookie)).toHaveLength(limits.MAX_BAGS_PER_PLAYER);
  }, 60_000);

  it(`keeps the wishlist within ${MAX_WISHES_PER_PLAYER} discs, even to concurrent adds`, async () => {
    const { cookie, userId } = await player('wishes-race@example.com');
    await t.db.database.db.insert(wishlistItem).values(
      CATALOGUE.slice(0, MAX_WISHES_PER_PLAYER - SLOTS).map((d) => ({
        id: newId(),
        userId,
        discId: d.id,
      })),
    );
    await exactly(
      Array.from(
        { length: TRIES },
        (_, i) => () =>
          t.call('POST', '/api/wishlist', {
            cookie,
            body: { discitId: CATALOGUE[MAX_WISHES_PER_PLAYER + i]!.id, note: '' },
          }),
      ),
      SLOTS,
      TOO_MANY_WISHES,
    );
    const list = (await (await t.call('GET', '/api/wishlist', { cookie })).json()) as unknown[];
    expect(list).toHaveLength(MAX_WISHES_PER_PLAYER);
  });

  it('counts pass-through fields as they are stored: the budget fits them to the byte', async () => {
    // Text, escapes, letters of every width, and numbers the database writes out in full.
    const extra = {
      model: 'Tee "Bird" \\ 3\n',
      colour: 'sininen väri 🥏',
      big: 1e21,
      small: -1.5e-7,
      grip: true,
      stamp: null,
    };
    const db = t.db.database.db;
    const stored = await db.execute<{ n: number }>(
      sql`select octet_length(${JSON.stringify(extra)}::jsonb::text) as n`,
    );
    const storedBytes = Number((stored as { rows: { n: number }[] }).rows[0]!.n);
    for (const [room, status] of [
      [storedBytes - 1, 409],
      [storedBytes, 201],
    ] as const) {
      const { cookie, userId } = await player(`stored-extra-${room}@example.com`);
      const [b] = await insertBags(userId, 1);
      const used = (await readUsage(db, userId)).textBytes;
      await db.insert(userDisc).values({
        id: newId(),
        userId,
        bagId: b!,
        discId: CATALOGUE[0]!.id,
        color: '#000000',
        status: 'retired',
        // '{}' as the pass-through set counts 2 bytes, like every disc's.
        notes: 'f'.repeat(limits.MAX_EXTRA_BYTES_PER_PLAYER - room - used - 2),
      });
      const add = await t.call('POST', '/api/user-discs', {
        cookie,
        body: { bagId: b, discitId: CATALOGUE[1]!.id, color: '#000000', ...extra },
      });
      expect(add.status, `${room} bytes of room`).toBe(status);
      expect((await readUsage(db, userId)).textBytes).toBeLessThanOrEqual(
        limits.MAX_EXTRA_BYTES_PER_PLAYER,
      );
    }
  });

  it('lets no mix of writes pass the text budget, even all at once', async () => {
    const { cookie, userId } = await player('text-race@example.com');
    const [b, spare] = await insertBags(userId, 2);
    const room = 2000;
    const notes = 'n'.repeat(800);
    const n = Math.floor(limits.MAX_EXTRA_BYTES_PER_PLAYER / FULL_EXTRA_BYTES) - 1;
    await insertDiscs(userId, b!, n, FULL_EXTRA);
    await t.db.database.db.insert(userDisc).values([
      // The disc to copy (its notes count once already) and the disc whose notes are written.
      { id: newId(), userId, bagId: spare!, discId: CATALOGUE[n]!.id, color: '#000000', notes },
      { id: newId(), userId, bagId: spare!, discId: CATALOGUE[n + 1]!.id, color: '#000000' },
    ]);
    // Fill the budget up to `room` bytes left, counted as the server counts it.
    const used = (await readUsage(t.db.database.db, userId)).textBytes;
    const filler = limits.MAX_EXTRA_BYTES_PER_PLAYER - room - used;
    expect(filler).toBeGreaterThan(0);
    await t.db.database.db.insert(userDisc).values({
      id: newId(),
      userId,
      bagId: b!,
      discId: CATALOGUE[n + 2]!.id,
      color: '#000000',
      status: 'retired',
      // '{}' as the pass-through set counts 2 bytes, like every disc's.
      notes: 'f'.repeat(filler - 2),
    });
    expect((await readUsage(t.db.database.db, userId)).textBytes).toBe(
      limits.MAX_EXTRA_BYTES_PER_PLAYER - room,
    );
    const [withNotes, blank] = (await discsOf(cookie)).filter((d) => d.bagId === spare);
    // Five writes of 800 bytes or more each, 2,000 bytes of room: two fit.
    await exactly(
      [
        () =>
          t.call('POST', '/api/user-discs', {
            cookie,
            body: { bagId: spare, discitId: CATALOGUE[0]!.id, color: '#000000', notes },
          }),
        () =>
          t.call('POST', '/api/user-discs', {
            cookie,
            body: {
              bagId: spare,
              discitId: CATALOGUE[1]!.id,
              color: '#000000',
              plastic: 'x',
              notes,
            },
          }),
        () => t.call('PATCH', `/api/user-discs/${blank!.id}`, { cookie, body: { notes } }),
        () =>
          t.call('POST', '/api/user-discs/copy', {
            cookie,
            body: { ids: [withNotes!.id], bagId: spare, allowDuplicate: true },
          }),
        () => importCsv(cookie, csv([{ id: 2, notes }]), { bagId: spare }),
      ],
      SLOTS,
      limits.TOO_MUCH_EXTRA,
    );
    expect((await readUsage(t.db.database.db, userId)).textBytes).toBeLessThanOrEqual(
      limits.MAX_EXTRA_BYTES_PER_PLAYER,
    );
    // Shorter text is always accepted, even with the budget spent.
    const shorter = await t.call('PATCH', `/api/user-discs/${withNotes!.id}`, {
      cookie,
      body: { notes: 'short' },
    });
    expect(shorter.status).toBe(200);
  }, 60_000);

  it('keeps the photo storage within its maximum when photos are stored at once', async () => {
    const { userId } = await player('photo-race@example.com');
    const [b] = await insertBags(userId, 1);
    await insertDiscs(userId, b!, TRIES + 1, {}, 0, 'active');
    const ids = (
      await t.db.database.db
        .select({ id: userDisc.id })
        .from(userDisc)
        .where(eq(userDisc.userId, userId))
        .orderBy(userDisc.id)
    ).map((r) => r.id);
    const each = 1000;
    const { db } = t.db.database;
    const store = (userDiscId: string, bytes: number) =>
      db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        await enforcePhotoQuota(tx, userId, userDiscId, bytes);
        const values = { data: Buffer.from([0]), hash: 'ab', bytes, width: 1, height: 1 };
        await tx
          .insert(userDiscPhoto)
          .values({ userDiscId, userId, ...values })
          .onConflictDoUpdate({ target: userDiscPhoto.userDiscId, set: values });
      });
    await store(ids[TRIES]!, MAX_PHOTO_BYTES_PER_PLAYER - SLOTS * each);
    const results = await Promise.allSettled(ids.slice(0, TRIES).map((id) => store(id, each)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SLOTS);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ message: PHOTO_STORAGE_FULL });
    }
    expect((await readUsage(db, userId)).photoBytes).toBe(MAX_PHOTO_BYTES_PER_PLAYER);
    // A smaller photo in place of the largest is accepted with the storage full.
    await store(ids[TRIES]!, MAX_PHOTO_BYTES_PER_PLAYER - SLOTS * each - 1);
  });
});
