import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
  snapshot,
} from '../testing/bag-kit';
import { addPhoto } from '../testing/photo-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** Owning the same mold twice, copying and moving discs, duplicating a bag (decision 0014). */
describe('copies, copy and move, duplicate bag', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  let spare: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'copies@example.com');
    other = await signUp(t, 'copies-other@example.com');
    bag = await createBag(t, cookie, { name: 'Main', description: 'Tournament bag' });
    spare = await createBag(t, cookie, { name: 'Spare' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const { bags, discs } = await snapshot(t, cookie);
    for (const d of discs) {
      await expectStatus(t.call('DELETE', `/api/user-discs/${d.id}`, { cookie }), 204);
    }
    for (const b of bags.filter((b) => b.id !== bag.id && b.id !== spare.id)) {
      await expectStatus(t.call('DELETE', `/api/bags/${b.id}`, { cookie }), 204);
    }
  });

  const duplicate = {
    error: { code: 'duplicate_disc', message: 'This disc is already in the selected bag' },
  };
  const notFound = { error: { code: 'not_found', message: 'Disc not found' } };
  const bagNotFound = { error: { code: 'not_found', message: 'Bag not found' } };
  const post = (path: string, body: unknown, as = cookie) =>
    t.call('POST', path, { cookie: as, body });
  const details = {
    plastic: 'Star',
    weight: 175,
    condition: 6,
    nickname: 'Old faithful',
    notes: 'Beat in, flips up',
    myFlight: { speed: 12, glide: 5, turn: -2, fade: 2 },
    acquiredOn: '2025-04-01',
    ink: 'name on rim',
  };

  describe('another copy of a disc in the same bag', () => {
    it('refuses an accidental second add, adds copy 2 and 3 when asked', async () => {
      const first = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
      expect(first).not.toHaveProperty('copy');
      const again = await post('/api/user-discs', {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#00FF00',
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(duplicate);
      const refusedToo = await post('/api/user-discs', {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#00FF00',
        allowDuplicate: false,
      });
      expect(refusedToo.status).toBe(409);

      const second = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#00FF00',
        plastic: 'DX',
        allowDuplicate: true,
      });
      expect(second).toMatchObject({ bagId: bag.id, discitId: DRIVER, copy: 2, plastic: 'DX' });
      expect(second).not.toHaveProperty('allowDuplicate');
      const third = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#0000FF',
        allowDuplicate: true,
      });
      expect(third.copy).toBe(3);
      const { discs } = await snapshot(t, cookie);
      expect(discs).toEqual([first, second, third]);
    });

    it('counts active copies only, and gives a restored or moved disc a free copy number', async () => {
      const lost = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: PUTTER,
        color: '#FF0000',
        status: 'lost',
      });
      const active = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: PUTTER,
        color: '#00FF00',
      });
      expect(active).not.toHaveProperty('copy');
      const restore = await t.call('PATCH', `/api/user-discs/${lost.id}`, {
        cookie,
        body: { status: 'active' },
      });
      expect(restore.status).toBe(409);
      expect(await restore.json()).toEqual(duplicate);
      const restored = await expectStatus<UserDisc>(
        t.call('PATCH', `/api/user-discs/${lost.id}`, {
          cookie,
          body: { status: 'active', allowDuplicate: true },
        }),
        200,
      );
      expect(restored).toMatchObject({ status: 'active', copy: 2 });
      // Moved out, the second copy is the only one in the spare bag: copy 1 there.
      const moved = await expectStatus<UserDisc>(
        t.call('PATCH', `/api/user-discs/${restored.id}`, { cookie, body: { bagId: spare.id } }),
        200,
      );
      expect(moved).not.toHaveProperty('copy');
      expect(moved.bagId).toBe(spare.id);
    });

    it('refuses an allowDuplicate that is not true or false', async () => {
      const res = await post('/api/user-discs', {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#FF0000',
        allowDuplicate: 'yes',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: 'allowDuplicate must be true or false',
          fields: { allowDuplicate: 'allowDuplicate must be true or false' },
        },
      });
    });
  });

  describe('POST /api/user-discs/copy', () => {
    it('copies a disc with all its details into another bag, the original untouched', async () => {
      const original = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#FF0000',
        ...details,
      });
      const { discs } = await expectStatus<{ discs: UserDisc[] }>(
        post('/api/user-discs/copy', { ids: [original.id], bagId: spare.id }),
        201,
      );
      expect(discs).toHaveLength(1);
      const { id, createdAt: _createdAt, ...same } = original;
      expect(discs[0]).toEqual({
        ...same,
        id: expect.not.stringMatching(id),
        createdAt: expect.any(String),
        bagId: spare.id,
      });
      const after = await snapshot(t, cookie);
      expect(after.discs).toHaveLength(2);
      expect(after.discs.find((d) => d.id === original.id)).toEqual(original);
    });

    it('applies the duplicate rule in the target bag', async () => {
      const original = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#FF0000',
      });
      const refused = await post('/api/user-discs/copy', { ids: [original.id], bagId: bag.id });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(duplicate);
      expect((await snapshot(t, cookie)).discs).toHaveLength(1);
      const { discs } = await expectStatus<{ discs: UserDisc[] }>(
        post('/api/user-discs/copy', { ids: [original.id], bagId: bag.id, allowDuplicate: true }),
        201,
      );
      expect(discs[0]).toMatchObject({ bagId: bag.id, discitId: DRIVER, copy: 2 });
    });

    it('copies several at once, or none when one id is not the player’s', async () => {
      const a = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
      const b = await addDisc(t, cookie, { bagId: bag.id, discitId: PUTTER, color: '#00FF00' });
      const theirs = await createBag(t, other, { name: 'Theirs' });
      const theirDisc = await addDisc(t, other, {
        bagId: theirs.id,
        discitId: MIDRANGE,
        color: '#000000',
      });
      for (const ids of [
        [a.id, MISSING_ID],
        [a.id, theirDisc.id],
        [a.id, 'not-an-id'],
      ]) {
        const res = await post('/api/user-discs/copy', { ids, bagId: spare.id });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(notFound);
      }
      const intoTheirs = await post('/api/user-discs/copy', { ids: [a.id], bagId: theirs.id });
      expect(intoTheirs.status).toBe(404);
      expect(await intoTheirs.json()).toEqual(bagNotFound);
      expect((await snapshot(t, cookie)).discs).toHaveLength(2);
      const { discs } = await expectStatus<{ discs: UserDisc[] }>(
        post('/api/user-discs/copy', { ids: [a.id, b.id], bagId: spare.id }),
        201,
      );
      expect(discs.map((d) => [d.bagId, d.discitId]).sort()).toEqual(
        [
          [spare.id, DRIVER],
          [spare.id, PUTTER],
        ].sort(),
      );
    });
  });

  describe('POST /api/user-discs/move', () => {
    it('moves several discs in one request', async () => {
      const a = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#FF0000',
        ...details,
      });
      const b = await addDisc(t, cookie, { bagId: bag.id, discitId: PUTTER, color: '#00FF00' });
      const c = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#0000FF' });
      const { discs } = await expectStatus<{ discs: UserDisc[] }>(
        post('/api/user-discs/move', { ids: [a.id, b.id], bagId: spare.id }),
        200,
      );
      expect(discs.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
      const after = (await snapshot(t, cookie)).discs;
      expect(after.find((d) => d.id === a.id)).toEqual({ ...a, bagId: spare.id });
      expect(after.find((d) => d.id === b.id)?.bagId).toBe(spare.id);
      expect(after.find((d) => d.id === c.id)?.bagId).toBe(bag.id);
    });

    it('moves none when one id is bad, one disc is another player’s, or one is a duplicate', async () => {
      const a = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
      const b = await addDisc(t, cookie, { bagId: bag.id, discitId: PUTTER, color: '#00FF00' });
      await addDisc(t, cookie, { bagId: spare.id, discitId: PUTTER, color: '#000000' });
      const theirs = await createBag(t, other, { name: 'Theirs 2' });
      const theirDisc = await addDisc(t, other, {
        bagId: theirs.id,
        discitId: MIDRANGE,
        color: '#000000',
      });
      const before = await snapshot(t, cookie);
      const bad = await post('/api/user-discs/move', { ids: [a.id, MISSING_ID], bagId: spare.id });
      expect(bad.status).toBe(404);
      expect(await bad.json()).toEqual(notFound);
      const foreign = await post('/api/user-discs/move', {
        ids: [a.id, theirDisc.id],
        bagId: spare.id,
      });
      expect(foreign.status).toBe(404);
      const dup = await post('/api/user-discs/move', { ids: [a.id, b.id], bagId: spare.id });
      expect(dup.status).toBe(409);
      expect(await dup.json()).toEqual(duplicate);
      expect(await snapshot(t, cookie)).toEqual(before);
      // The other player's disc did not move either.
      const theirList = await snapshot(t, other);
      expect(theirList.discs.find((d) => d.id === theirDisc.id)?.bagId).toBe(theirs.id);

      const { discs } = await expectStatus<{ discs: UserDisc[] }>(
        post('/api/user-discs/move', { ids: [a.id, b.id], bagId: spare.id, allowDuplicate: true }),
        200,
      );
      expect(discs.find((d) => d.id === b.id)).toMatchObject({ bagId: spare.id, copy: 2 });
    });

    it('refuses a body without discs or with unknown fields, with a clear message', async () => {
      const empty = await post('/api/user-discs/move', { ids: [], bagId: spare.id });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        error: { code: 'invalid_input', message: 'Choose at least one disc' },
      });
      const noBag = await post('/api/user-discs/move', { ids: [MISSING_ID] });
      expect(await noBag.json()).toMatchObject({
        error: { message: 'Please select a bag', fields: { bagId: 'Please select a bag' } },
      });
      const extra = await post('/api/user-discs/copy', {
        ids: [MISSING_ID],
        bagId: spare.id,
        userId: 'x',
      });
      expect(extra.status).toBe(400);
      const tooMany = await post('/api/user-discs/copy', {
        ids: Array.from({ length: 501 }, () => MISSING_ID),
        bagId: spare.id,
      });
      expect(await tooMany.json()).toMatchObject({
        error: { message: 'Choose at most 500 discs at a time' },
      });
    });
  });

  describe('POST /api/bags/{id}/duplicate', () => {
    it('creates "<name> (copy)" with the active discs and their details', async () => {
      const a = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#FF0000',
        ...details,
      });
      const b = await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#00FF00',
        allowDuplicate: true,
      });
      await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: PUTTER,
        color: '#000000',
        status: 'sold',
      });
      const copy = await expectStatus<Bag>(
        t.call('POST', `/api/bags/${bag.id}/duplicate`, { cookie }),
        201,
      );
      expect(copy).toMatchObject({ name: 'Main (copy)', description: 'Tournament bag' });
      expect(copy.id).not.toBe(bag.id);
      const { bags, discs } = await snapshot(t, cookie);
      expect(bags.map((x) => x.name)).toEqual(['Main', 'Spare', 'Main (copy)']);
      const inCopy = discs.filter((d) => d.bagId === copy.id);
      const strip = ({ id: _id, createdAt: _c, bagId: _b, ...rest }: UserDisc) => rest;
      expect(inCopy.map(strip)).toEqual([a, b].map(strip));
      // The original bag is unchanged.
      expect(discs.filter((d) => d.bagId === bag.id)).toHaveLength(3);
    });

    it('gives the duplicated and the copied discs their photos', async () => {
      const d = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#FF0000' });
      await addPhoto(t, cookie, d.id);
      const photoOf = async (id: string) => {
        const res = await t.call('GET', `/api/user-discs/${id}/photo`, { cookie });
        return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
      };
      const original = await photoOf(d.id);
      expect(original.status).toBe(200);

      const copyBag = await expectStatus<Bag>(
        t.call('POST', `/api/bags/${bag.id}/duplicate`, { cookie }),
        201,
      );
      const [duplicated] = (await snapshot(t, cookie)).discs.filter((x) => x.bagId === copyBag.id);
      expect(duplicated?.photoUrl).toContain(duplicated!.id);
      expect(await photoOf(duplicated!.id)).toEqual(original);

      const {
        discs: [copied],
      } = await expectStatus<{ discs: UserDisc[] }>(
        t.call('POST', '/api/user-discs/copy', { cookie, body: { ids: [d.id], bagId: spare.id } }),
        201,
      );
      expect(await photoOf(copied!.id)).toEqual(original);
    });

    it('keeps the name within 80 characters, and answers 404 for a bag not the player’s', async () => {
      const long = await createBag(t, cookie, { name: 'L'.repeat(80) });
      const copy = await expectStatus<Bag>(
        t.call('POST', `/api/bags/${long.id}/duplicate`, { cookie }),
        201,
      );
      expect(copy.name).toBe(`${'L'.repeat(73)} (copy)`);
      const theirs = await createBag(t, other, { name: 'Not yours' });
      const theirBags = (await snapshot(t, other)).bags.length;
      for (const id of [theirs.id, MISSING_ID, 'nope']) {
        const res = await t.call('POST', `/api/bags/${id}/duplicate`, { cookie });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(bagNotFound);
      }
      expect((await snapshot(t, other)).bags).toHaveLength(theirBags);
    });
  });

  describe('export and import keep copies apart', () => {
    it('re-imports a bag with two copies; the same file into the same bag is refused', async () => {
      await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
      await addDisc(t, cookie, {
        bagId: bag.id,
        discitId: DRIVER,
        color: '#00FF00',
        allowDuplicate: true,
      });
      for (const format of ['json', 'csv'] as const) {
        const file = await t.call('GET', `/api/bags/${bag.id}/export/${format}`, { cookie });
        const content = await file.text();
        const fresh = await expectStatus<{ imported: boolean; bags: Bag[] }>(
          post('/api/import', { format, content, newBagName: `Again ${format}` }),
          201,
        );
        const discs = (await snapshot(t, cookie)).discs.filter(
          (d) => d.bagId === fresh.bags[0]!.id,
        );
        expect(discs.map((d) => [d.color, d.copy])).toEqual([
          ['#FF0000', undefined],
          ['#00FF00', 2],
        ]);
        const same = await expectStatus<{
          imported: boolean;
          report: { problem: string | null }[];
        }>(post('/api/import', { format, content, bagId: bag.id }), 200);
        expect(same.imported).toBe(false);
        expect(same.report.map((r) => r.problem)).toEqual([
          'Duplicate: Testwing is already in the bag',
          null,
        ]);
      }
    });
  });
});
