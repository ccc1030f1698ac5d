/**
 * The owner-scoped queries of a collection import (decisions 0012, 0023): every statement names
 * the player, and the inserts are short (the embedded database runs each on the event loop). The
 * rules (the plan, the player lock, the limits, the names of new bags, the answer) are
 * import-service.ts's, which calls these inside its transactions.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import type { NewOwnDisc } from '../../core/collection/import-plan';
import type { Db, Tx } from '../db/client';
import { newId } from '../db/ids';
import { bag, ownDisc, throwLog, userDisc } from '../db/schema';
import { removeImported } from '../rounds/round-repository';
import { toBag } from './bag-repository';
import { insertDiscRows } from './copy-repository';
import { newOwnDiscId, storedFields, toOwnDisc } from './own-disc-repository';

/**
 * Discs inserted by one statement. PGlite runs a statement on the event loop, about 0.1 ms a
 * row on a quiet 2-core machine (0.3 ms on a busy one), so 100 rows keep each one short.
 */
const ROWS_PER_INSERT = 100;

type Select = Pick<Db, 'select'>;

/** What an import made before its rounds and throws: undone if they cannot all be inserted. */
export interface Made {
  bags: string[];
  discs: string[];
  ownDiscs: string[];
  rounds: string[];
  courses: string[];
  layouts: string[];
}

/** The player's bag `bagId` (a well-formed id), or null when it is not theirs. */
export async function findBag(ex: Select, userId: string, bagId: string): Promise<Bag | null> {
  const [row] = await ex
    .select()
    .from(bag)
    .where(and(eq(bag.id, bagId), eq(bag.userId, userId)));
  return row ? toBag(userId, row) : null;
}

/** The catalogue or own disc ids of the active discs in the player's bag. */
export async function activeDiscIdsIn(ex: Select, userId: string, bagId: string) {
  const rows = await ex
    .select({ discId: userDisc.discId })
    .from(userDisc)
    .where(
      and(eq(userDisc.userId, userId), eq(userDisc.bagId, bagId), eq(userDisc.status, 'active')),
    );
  return new Set(rows.map((d) => d.discId));
}

/** The names of the player's bags. */
export async function bagNames(ex: Select, userId: string): Promise<string[]> {
  const rows = await ex.select({ name: bag.name }).from(bag).where(eq(bag.userId, userId));
  return rows.map((b) => b.name);
}

/** The player's own discs with their keys (discKey of brand and name). */
export async function ownDiscEntries(ex: Select, userId: string) {
  const rows = await ex.select().from(ownDisc).where(eq(ownDisc.userId, userId));
  return rows.map((r) => ({ ...toOwnDisc(r), key: r.key }));
}

/** The player's own disc ids by key (discKey of brand and name). */
export async function ownIdsByKey(ex: Select, userId: string): Promise<Map<string, string>> {
  const rows = await ex
    .select({ id: ownDisc.id, key: ownDisc.key })
    .from(ownDisc)
    .where(eq(ownDisc.userId, userId));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** The player's discs: their ids, catalogue or own disc ids, and status. */
export function playerDiscs(ex: Select, userId: string) {
  return ex
    .select({ id: userDisc.id, discId: userDisc.discId, status: userDisc.status })
    .from(userDisc)
    .where(eq(userDisc.userId, userId));
}

/** A new own disc of the player; answers its id. */
export async function insertOwnDisc(tx: Tx, userId: string, fields: NewOwnDisc): Promise<string> {
  const id = newOwnDiscId();
  await tx.insert(ownDisc).values({ id, userId, ...storedFields({ ...fields, stability: null }) });
  return id;
}

/** A new bag of the player. */
export async function insertBag(
  tx: Tx,
  userId: string,
  name: string,
  description: string,
): Promise<Bag> {
  const [row] = await tx.insert(bag).values({ id: newId(), userId, name, description }).returning();
  return toBag(userId, row!);
}

/** The player's new discs, ROWS_PER_INSERT a statement. */
export async function insertDiscs(
  tx: Tx,
  values: readonly (typeof userDisc.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    await insertDiscRows(tx, values.slice(i, i + ROWS_PER_INSERT));
  }
}

/** Throws of the player, in one statement. */
export async function insertThrows(tx: Tx, rows: (typeof throwLog.$inferInsert)[]): Promise<void> {
  await tx.insert(throwLog).values(rows);
}

/**
 * Deletes what an import made: its rounds, courses and layouts, its discs (their throws go with
 * them, on delete cascade), its new bags and own discs.
 */
export async function removeMade(tx: Tx, userId: string, made: Made): Promise<void> {
  await removeImported(tx, userId, made);
  if (made.discs.length > 0) {
    await tx
      .delete(userDisc)
      .where(and(eq(userDisc.userId, userId), inArray(userDisc.id, made.discs)));
  }
  if (made.bags.length > 0) {
    await tx.delete(bag).where(and(eq(bag.userId, userId), inArray(bag.id, made.bags)));
  }
  if (made.ownDiscs.length > 0) {
    await tx
      .delete(ownDisc)
      .where(and(eq(ownDisc.userId, userId), inArray(ownDisc.id, made.ownDiscs)));
  }
}
