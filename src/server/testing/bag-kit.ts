import { expect } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { OwnDisc } from '../../core/schemas/own-disc';
import type { Database } from '../db/client';
import { disc, throwLog } from '../db/schema';
import { THROW_SLICE_ROWS } from '../throws/throw-repository';
import type { TestApp } from './test-app';

/** Catalogue rows written for these tests (made-up discs, not the real catalogue). */
export const CATALOGUE = [
  {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Testwing',
    brand: 'Acme Discs',
    category: 'Distance Driver',
    speed: 12,
    glide: 5,
    turn: -1,
    fade: 3,
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    name: 'Sampler',
    brand: 'Acme Discs',
    category: 'Midrange',
    speed: 5,
    glide: 4,
    turn: 0,
    fade: 1,
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000003',
    name: 'Dropper',
    brand: 'Other Plastics',
    category: 'Putter',
    speed: 3,
    glide: 3,
    turn: null,
    fade: 1,
  },
] as const;

export const [DRIVER, MIDRANGE, PUTTER] = CATALOGUE.map((d) => d.id) as [string, string, string];

export async function seedCatalogue(t: TestApp): Promise<void> {
  await t.db.database.db.insert(disc).values([...CATALOGUE]);
}

/** Details as the API attaches them to a user disc. */
export function detailsOf(id: string) {
  const { name, brand, category, speed, glide, turn, fade } = CATALOGUE.find((d) => d.id === id)!;
  return { name, brand, category, speed, glide, turn, fade };
}

/** Sends a request and checks the status, returning the parsed body (undefined for 204). */
export async function expectStatus<T = unknown>(res: Response | Promise<Response>, status: number) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function createBag(t: TestApp, cookie: string, body: unknown) {
  return expectStatus<Bag>(t.call('POST', '/api/bags', { cookie, body }), 201);
}

export function addDisc(t: TestApp, cookie: string, body: unknown) {
  return expectStatus<UserDisc>(t.call('POST', '/api/user-discs', { cookie, body }), 201);
}

/** Everything a user can read: their bags and their discs. */
export async function snapshot(t: TestApp, cookie: string) {
  return {
    bags: await expectStatus<Bag[]>(t.call('GET', '/api/bags', { cookie }), 200),
    discs: await expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200),
  };
}

/** The body of an answer, to compare two answers. */
export async function answer(res: Promise<Response>) {
  const r = await res;
  return { status: r.status, body: await r.text() };
}

export const MISSING_ID = '01900000-0000-7000-8000-000000000000';

/** An own disc's fields but its name: a putter, 2/3/0/1. */
export const OWN_PUTTER = {
  brand: 'Nobody',
  category: 'Putter',
  speed: 2,
  glide: 3,
  turn: 0,
  fade: 1,
} as const;

/** Makes one of the player's own discs (OWN_PUTTER unless `fields` says otherwise). */
export function createOwnDisc(
  t: TestApp,
  cookie: string,
  name: string,
  fields: Partial<Record<'brand' | 'category', string> & Record<'fade', number>> = {},
) {
  return expectStatus<OwnDisc>(
    t.call('POST', '/api/own-discs', {
      cookie,
      body: { name, ...OWN_PUTTER, ...fields },
    }),
    201,
  );
}

/**
 * Throw rows written straight into the log (a test's seed, past the API's limits and speed), as
 * many a statement as the server's own reads take: a statement of thousands can outrun
 * PostgreSQL's 1.1 s client timeout on a loaded machine.
 */
export async function insertThrowRows(
  db: Database['db'],
  rows: readonly (typeof throwLog.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += THROW_SLICE_ROWS) {
    await db.insert(throwLog).values(rows.slice(i, i + THROW_SLICE_ROWS));
  }
}
