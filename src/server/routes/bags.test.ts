import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '../../core/bag-types';
import {
  addDisc,
  createBag,
  expectStatus,
  MISSING_ID,
  MIDRANGE,
  seedCatalogue,
  snapshot,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

describe('bags API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'bags@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const invalid = (fields: Record<string, string>) => ({
    error: { code: 'invalid_input', message: Object.values(fields)[0], fields },
  });

  it('creates, lists in creation order, updates and deletes bags', async () => {
    expect((await snapshot(t, cookie)).bags).toEqual([]);
    const first = await createBag(t, cookie, { name: '  Tournament  ', description: ' Main ' });
    expect(first).toMatchObject({ name: 'Tournament', description: 'Main' });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    const second = await createBag(t, cookie, { name: 'Casual' });
    expect(second.description).toBe('');
    expect(second.id > first.id).toBe(true);

    const { bags } = await snapshot(t, cookie);
    expect(bags).toEqual([first, second]);
    expect(Object.keys(bags[0]!).sort()).toEqual(
      ['createdAt', 'description', 'id', 'name', 'updatedAt', 'userId'].sort(),
    );
    expect(new Set(bags.map((b) => b.userId)).size).toBe(1);

    const renamed = await expectStatus<Bag>(
      t.call('PATCH', `/api/bags/${first.id}`, { cookie, body: { name: ' Doubles ' } }),
      200,
    );
    expect(renamed).toMatchObject({ id: first.id, name: 'Doubles', description: 'Main' });
    expect(renamed.createdAt).toBe(first.createdAt);
    expect(renamed.updatedAt >= first.updatedAt).toBe(true);
    const described = await expectStatus<Bag>(
      t.call('PATCH', `/api/bags/${first.id}`, { cookie, body: { description: '' } }),
      200,
    );
    expect(described).toMatchObject({ name: 'Doubles', description: '' });

    await expectStatus(t.call('DELETE', `/api/bags/${second.id}`, { cookie }), 204);
    expect((await snapshot(t, cookie)).bags).toEqual([described]);
    await expectStatus(t.call('DELETE', `/api/bags/${first.id}`, { cookie }), 204);
    expect((await snapshot(t, cookie)).bags).toEqual([]);
  });

  it('deleting a bag removes its discs and leaves other bags alone', async () => {
    const doomed = await createBag(t, cookie, { name: 'Doomed' });
    const kept = await createBag(t, cookie, { name: 'Kept' });
    await addDisc(t, cookie, { bagId: doomed.id, discitId: MIDRANGE, color: '#112233' });
    const keptDisc = await addDisc(t, cookie, {
      bagId: kept.id,
      discitId: MIDRANGE,
      color: '#445566',
    });
    await expectStatus(t.call('DELETE', `/api/bags/${doomed.id}`, { cookie }), 204);
    const after = await snapshot(t, cookie);
    expect(after.bags.map((b) => b.id)).toEqual([kept.id]);
    expect(after.discs).toEqual([keptDisc]);
    await expectStatus(t.call('DELETE', `/api/bags/${kept.id}`, { cookie }), 204);
  });

  it.each([
    ['no name', {}, { name: 'Bag name is required' }],
    ['a blank name', { name: '   ' }, { name: 'Bag name is required' }],
    ['a number as name', { name: 42 }, { name: 'Bag name must be text' }],
    [
      'an 81-character name',
      { name: 'x'.repeat(81) },
      { name: 'Bag name must be at most 80 characters' },
    ],
    [
      'a 501-character description',
      { name: 'ok', description: 'x'.repeat(501) },
      { description: 'Description must be at most 500 characters' },
    ],
    [
      'an array as description',
      { name: 'ok', description: ['a'] },
      { description: 'Description must be text' },
    ],
    [
      'a NUL character',
      { name: 'a\u0000b' },
      { name: 'Bag name contains characters that are not allowed' },
    ],
    ['a userId', { name: 'ok', userId: 'someone-else' }, { userId: 'Unknown field' }],
    [
      'an id and createdAt',
      { name: 'ok', id: MISSING_ID, createdAt: 'x' },
      { id: 'Unknown field', createdAt: 'Unknown field' },
    ],
    ['an array body', [{ name: 'ok' }], { body: 'Expected a JSON object' }],
    ['a string body', '"just text"', { body: 'Expected a JSON object' }],
  ])('refuses to create a bag with %s and stores nothing', async (_label, body, fields) => {
    const res = await t.call('POST', '/api/bags', { cookie, body });
    expect(await expectStatus(res, 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).bags).toEqual([]);
  });

  it('accepts names and descriptions at their limits, trimmed first', async () => {
    const bag = await createBag(t, cookie, {
      name: ` ${'n'.repeat(80)} `,
      description: ` ${'d'.repeat(500)} `,
    });
    expect(bag.name).toHaveLength(80);
    expect(bag.description).toHaveLength(500);
    await expectStatus(t.call('DELETE', `/api/bags/${bag.id}`, { cookie }), 204);
  });

  it.each([
    ['an empty name', { name: '' }, { name: 'Bag name is required' }],
    ['a userId', { name: 'ok', userId: 'x' }, { userId: 'Unknown field' }],
    [
      'a 501-character description',
      { description: 'x'.repeat(501) },
      { description: 'Description must be at most 500 characters' },
    ],
    ['a null name', { name: null }, { name: 'Bag name must be text' }],
  ])('refuses to update a bag with %s and changes nothing', async (_label, body, fields) => {
    const bag = await createBag(t, cookie, { name: 'Stable', description: 'Same' });
    const res = await t.call('PATCH', `/api/bags/${bag.id}`, { cookie, body });
    expect(await expectStatus(res, 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).bags).toEqual([bag]);
    await expectStatus(t.call('DELETE', `/api/bags/${bag.id}`, { cookie }), 204);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await t.call('POST', '/api/bags', { cookie, body: '{"name":' });
    expect((await expectStatus<{ error: { code: string } }>(res, 400)).error.code).toBe('bad_json');
  });

  it.each(['not-a-uuid', MISSING_ID, "1' or '1'='1", MISSING_ID.toUpperCase().slice(0, 35)])(
    'answers a missing or malformed id (%s) with the same 404',
    async (id) => {
      const notFound = { error: { code: 'not_found', message: 'Bag not found' } };
      const path = `/api/bags/${encodeURIComponent(id)}`;
      const patch = await t.call('PATCH', path, { cookie, body: { name: 'x' } });
      expect(await expectStatus(patch, 404)).toEqual(notFound);
      expect(await expectStatus(t.call('DELETE', path, { cookie }), 404)).toEqual(notFound);
    },
  );

  it.each([
    ['GET', '/api/bags', undefined, 'User must be logged in to view bags'],
    ['POST', '/api/bags', { name: 'x' }, 'User must be logged in to create a bag'],
    ['PATCH', `/api/bags/${MISSING_ID}`, { name: 'x' }, 'User must be logged in to update a bag'],
    ['DELETE', `/api/bags/${MISSING_ID}`, undefined, 'User must be logged in to delete a bag'],
  ])('%s %s without a session answers 401', async (method, path, body, message) => {
    const res = await t.call(method, path, { body });
    expect(await expectStatus(res, 401)).toEqual({
      error: { code: 'unauthenticated', message },
    });
  });
});
