import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_NOT_FOUND,
  COURSE_NOT_YOURS,
  HOLES_COUNT,
  MAX_COURSES_PER_PLAYER,
  TOO_MANY_COURSES,
  type Course,
  type CourseListItem,
  type Layout,
} from '../../core/schemas/course';
import { course } from '../db/schema';
import { expectStatus } from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const holes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: String(i + 1), par: i % 6 === 5 ? 4 : 3 }));

describe('courses API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t, 'alice-courses@example.com');
    bob = await signUp(t, 'bob-courses@example.com');
  });
  afterAll(() => t.close());

  const putCourse = (id: string, body: unknown, who = alice) =>
    t.call('PUT', `/api/courses/${id}`, { cookie: who, body });
  const putLayout = (courseId: string, id: string, body: unknown, who = alice) =>
    t.call('PUT', `/api/courses/${courseId}/layouts/${id}`, { cookie: who, body });
  const get = (id: string, who = alice) => t.call('GET', `/api/courses/${id}`, { cookie: who });
  const list = (who = alice) =>
    expectStatus<CourseListItem[]>(t.call('GET', '/api/courses', { cookie: who }), 200);
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    return {
      status: r.status,
      body: (await r.json()) as {
        error: { code: string; message: string; fields?: Record<string, string> };
      },
    };
  };

  it('creates a course and an 18-hole layout with the client’s ids; the same PUTs again change nothing', async () => {
    const id = randomUUID();
    const layoutId = randomUUID();
    const body = {
      name: 'Maple Hill',
      place: 'Leicester, MA',
      position: { lat: 42.25, lng: -71.9 },
    };
    const created = await expectStatus<Course>(putCourse(id, body), 201);
    expect(created).toMatchObject({
      id,
      name: 'Maple Hill',
      visibility: 'private',
      mine: true,
      layouts: [],
    });
    const again = await expectStatus<Course>(putCourse(id, body), 200);
    expect(again.updatedAt).toBe(created.updatedAt);

    const layout = { name: 'Gold', holes: holes(18) };
    const made = await expectStatus<Layout>(putLayout(id, layoutId, layout), 201);
    expect(made.holes).toHaveLength(18);
    expect(made.holes[0]).toEqual({
      label: '1',
      par: 3,
      lengthFt: null,
      lengthUnit: 'ft',
      shape: null,
      tee: null,
      basket: null,
      note: '',
    });
    const same = await expectStatus<Layout>(putLayout(id, layoutId, layout), 200);
    expect(same.updatedAt).toBe(made.updatedAt);

    const read = await expectStatus<Course>(get(id), 200);
    expect(read.layouts.map((l) => [l.id, l.name, l.holes.length])).toEqual([
      [layoutId, 'Gold', 18],
    ]);
    const mine = (await list()).find((c) => c.id === id);
    expect(mine?.layouts).toEqual([{ id: layoutId, name: 'Gold', holeCount: 18, par: 57 }]);
  });

  it('replaces a layout’s holes, with labels like 1a and lengths kept in feet', async () => {
    const id = randomUUID();
    const layoutId = randomUUID();
    await expectStatus(putCourse(id, { name: 'Järva' }), 201);
    await expectStatus(putLayout(id, layoutId, { name: 'Short', holes: holes(9) }), 201);
    const replaced = await expectStatus<Layout>(
      putLayout(id, layoutId, {
        name: 'Short',
        holes: [
          { label: '1', par: 3, lengthFt: 262.5, lengthUnit: 'm', shape: 'left' },
          { label: '1a', par: 4, lengthFt: 410, note: 'drop zone over the creek' },
        ],
      }),
      200,
    );
    expect(replaced.holes.map((h) => [h.label, h.par, h.lengthFt, h.lengthUnit, h.shape])).toEqual([
      ['1', 3, 262.5, 'm', 'left'],
      ['1a', 4, 410, 'ft', null],
    ]);
  });

  it('refuses a layout of no holes or more than 36 with the message', async () => {
    const id = randomUUID();
    await expectStatus(putCourse(id, { name: 'Empty' }), 201);
    for (const n of [0, 37]) {
      const { status, body } = await errorOf(
        putLayout(id, randomUUID(), { name: 'X', holes: holes(n) }),
      );
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ holes: HOLES_COUNT });
    }
  });

  it('says the rules’ messages in the player’s language, with the same code', async () => {
    const id = randomUUID();
    await expectStatus(putCourse(id, { name: 'Empty' }), 201);
    const answer = await t.call('PUT', `/api/courses/${id}/layouts/${randomUUID()}`, {
      cookie: alice,
      body: { name: 'X', holes: holes(0) },
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: { code: string; fields: object } };
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual({ holes: 'Layoutissa on 1–36 väylää' });
  });

  it('shows a shared course to others, who may read it but never change it; a private one is 404 to them', async () => {
    const shared = randomUUID();
    const secret = randomUUID();
    const layoutId = randomUUID();
    await expectStatus(putCourse(shared, { name: 'Shared Park', visibility: 'shared' }), 201);
    await expectStatus(putLayout(shared, layoutId, { name: 'Main', holes: holes(18) }), 201);
    await expectStatus(putCourse(secret, { name: 'Backyard' }), 201);

    const theirs = await list(bob);
    expect(theirs.map((c) => [c.name, c.mine])).toEqual([['Shared Park', false]]);
    const read = await expectStatus<Course>(get(shared, bob), 200);
    expect(read.layouts[0]!.holes).toHaveLength(18);

    const notYours = { status: 403, message: COURSE_NOT_YOURS };
    for (const res of [
      putCourse(shared, { name: 'Mine now' }, bob),
      putLayout(shared, layoutId, { name: 'Changed', holes: holes(9) }, bob),
      putLayout(shared, randomUUID(), { name: 'Added', holes: holes(9) }, bob),
      t.call('DELETE', `/api/courses/${shared}`, { cookie: bob }),
      t.call('DELETE', `/api/courses/${shared}/layouts/${layoutId}`, { cookie: bob }),
    ]) {
      const { status, body } = await errorOf(res);
      expect({ status, message: body.error.message }).toEqual(notYours);
    }
    const notFound = { status: 404, message: COURSE_NOT_FOUND };
    for (const res of [
      get(secret, bob),
      putCourse(secret, { name: 'Mine now' }, bob),
      putLayout(secret, randomUUID(), { name: 'Added', holes: holes(9) }, bob),
    ]) {
      const { status, body } = await errorOf(res);
      expect({ status, message: body.error.message }).toEqual(notFound);
    }
    // A delete of a private course of someone else is a delete of nothing: 204, as for a missing one.
    await expectStatus(t.call('DELETE', `/api/courses/${secret}`, { cookie: bob }), 204);
    // Nothing of Alice's changed.
    const after = await expectStatus<Course>(get(shared), 200);
    expect(after).toMatchObject({ name: 'Shared Park', layouts: [{ name: 'Main' }] });
    expect((await expectStatus<Course>(get(secret), 200)).name).toBe('Backyard');

    // Unshared, it is gone for Bob.
    await expectStatus(putCourse(shared, { name: 'Shared Park', visibility: 'private' }), 200);
    expect((await errorOf(get(shared, bob))).status).toBe(404);
  });

  it('deletes a layout and a course with its layouts; deleting again succeeds', async () => {
    const id = randomUUID();
    const a = randomUUID();
    const b = randomUUID();
    await expectStatus(putCourse(id, { name: 'Temporary' }), 201);
    await expectStatus(putLayout(id, a, { name: 'A', holes: holes(3) }), 201);
    await expectStatus(putLayout(id, b, { name: 'B', holes: holes(3) }), 201);
    await expectStatus(t.call('DELETE', `/api/courses/${id}/layouts/${a}`, { cookie: alice }), 204);
    await expectStatus(t.call('DELETE', `/api/courses/${id}/layouts/${a}`, { cookie: alice }), 204);
    expect((await expectStatus<Course>(get(id), 200)).layouts.map((l) => l.name)).toEqual(['B']);
    await expectStatus(t.call('DELETE', `/api/courses/${id}`, { cookie: alice }), 204);
    await expectStatus(t.call('DELETE', `/api/courses/${id}`, { cookie: alice }), 204);
    expect((await errorOf(get(id))).status).toBe(404);
  });

  it('answers 400 for an id that is not a UUID and for a body that is not a course', async () => {
    expect((await errorOf(putCourse('not-a-uuid', { name: 'X' }))).status).toBe(400);
    expect((await errorOf(putCourse(randomUUID(), { name: '' }))).body.error.fields).toEqual({
      name: 'Course name is required',
    });
    expect((await errorOf(putCourse(randomUUID(), [1, 2]))).status).toBe(400);
    expect((await errorOf(get('not-a-uuid'))).status).toBe(404);
  });

  it('refuses a course past the limit through the one limits rule', async () => {
    const carol = await signUp(t, 'carol-courses@example.com');
    const userId = await userIdOf(t, carol);
    await t.db.database.db.insert(course).values(
      Array.from({ length: MAX_COURSES_PER_PLAYER }, (_, i) => ({
        id: randomUUID(),
        userId,
        name: `C${i}`,
      })),
    );
    const { status, body } = await errorOf(putCourse(randomUUID(), { name: 'One more' }, carol));
    expect({ status, code: body.error.code, message: body.error.message }).toEqual({
      status: 409,
      code: 'limit_reached',
      message: TOO_MANY_COURSES,
    });
  });
});
