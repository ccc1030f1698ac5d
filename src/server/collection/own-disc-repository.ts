import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { canonicalCategory } from '../../core/disc/category';
import { canonicalBrand } from '../../core/disc/brands';
import { discKey } from '../../core/disc/identity';
import type { OwnDiscDetails } from '../../core/disc/types';
import { OWN_DISC_PREFIX, type OwnDisc } from '../../core/schemas/own-disc';
import type { Db, Tx } from '../db/client';
import { newId } from '../db/ids';
import { bag, ownDisc, userDisc, wishlistItem } from '../db/schema';

/** The queries of a player's own discs (docs/decisions/0029); their rules are in own-disc-service.ts. */

type Executor = Pick<Db, 'select' | 'execute'>;
export type OwnDiscRow = typeof ownDisc.$inferSelect;
type Row = OwnDiscRow;

/** A new own disc's id: `own-` and a UUIDv7 (later ones sort after earlier ones). */
export function newOwnDiscId(): string {
  return `${OWN_DISC_PREFIX}${newId()}`;
}

export function toOwnDisc(r: Row): OwnDisc {
  return {
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    speed: r.speed,
    glide: r.glide,
    turn: r.turn,
    fade: r.fade,
    stability: r.stability,
    pic: null,
    color: null,
    background_color: null,
    own: true,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** An own disc's fields as stored: brand and category in their canonical spellings, and its key. */
export interface OwnDiscFields extends OwnDiscDetails {
  stability: string | null;
}

export type StoredOwnDisc = ReturnType<typeof storedFields>;

export function storedFields(input: OwnDiscFields) {
  const brand = canonicalBrand(input.brand);
  const name = input.name.trim().replace(/\s+/g, ' ');
  return {
    ...input,
    name,
    brand,
    category: canonicalCategory(input.category),
    key: discKey(brand, name),
  };
}

const mine = (userId: string, id: string) => and(eq(ownDisc.id, id), eq(ownDisc.userId, userId));

/** Where the own disc still is: bags holding it in play, the wishlist, the archive. */
async function usesOf(ex: Executor, userId: string, id: string) {
  const held = await ex
    .select({ bag: bag.name, status: userDisc.status })
    .from(userDisc)
    .innerJoin(bag, eq(bag.id, userDisc.bagId))
    .where(and(eq(userDisc.userId, userId), eq(userDisc.discId, id)));
  const [wish] = await ex
    .select({ id: wishlistItem.id })
    .from(wishlistItem)
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.discId, id)));
  const bags = [...new Set(held.filter((h) => h.status === 'active').map((h) => h.bag))].sort(
    (a, b) => a.localeCompare(b),
  );
  return {
    bags,
    wishlist: wish !== undefined,
    archived: held.filter((h) => h.status !== 'active').length,
  };
}

/** The player's own discs themselves: read, insert, change, delete. */
function ownDiscRows(db: Db) {
  return {
    /** The player's own discs as rows, oldest first. */
    async rows(userId: string): Promise<Row[]> {
      return db.select().from(ownDisc).where(eq(ownDisc.userId, userId)).orderBy(asc(ownDisc.id));
    },

    /** The player's own disc, or null when it is not theirs. */
    async findRow(ex: Executor, userId: string, id: string): Promise<Row | null> {
      const [row] = await ex.select().from(ownDisc).where(mine(userId, id));
      return row ?? null;
    },

    /** The player's own disc of this identity (other than `except`), if there is one. */
    async withKey(ex: Executor, userId: string, key: string, except?: string) {
      const [taken] = await ex
        .select({ name: ownDisc.name, brand: ownDisc.brand })
        .from(ownDisc)
        .where(
          and(
            eq(ownDisc.userId, userId),
            eq(ownDisc.key, key),
            except ? ne(ownDisc.id, except) : undefined,
          ),
        );
      return taken;
    },

    usesOf,

    async insert(tx: Tx, userId: string, fields: StoredOwnDisc): Promise<OwnDisc> {
      const [row] = await tx
        .insert(ownDisc)
        .values({ id: newOwnDiscId(), userId, ...fields })
        .returning();
      return toOwnDisc(row!);
    },

    async update(tx: Tx, userId: string, id: string, fields: StoredOwnDisc): Promise<OwnDisc> {
      const [row] = await tx
        .update(ownDisc)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return toOwnDisc(row!);
    },

    async delete(tx: Tx, userId: string, id: string): Promise<void> {
      await tx.delete(ownDisc).where(mine(userId, id));
    },
  };
}

/** What holds an own disc, as its link to a catalogue disc moves it (in the caller's transaction). */
function ownDiscHolders() {
  return {
    /** The player's discs on `discId`, locked, by copy number. */
    async discsOn(tx: Tx, userId: string, discId: string) {
      return tx
        .select({ id: userDisc.id, bagId: userDisc.bagId, status: userDisc.status })
        .from(userDisc)
        .where(and(eq(userDisc.userId, userId), eq(userDisc.discId, discId)))
        .orderBy(asc(userDisc.copy), asc(userDisc.id))
        .for('update');
    },

    /** The player's disc now on `discId`, with its copy number there. */
    async setDisc(tx: Tx, userId: string, id: string, discId: string, copy: number) {
      await tx
        .update(userDisc)
        .set({ discId, copy, updatedAt: sql`now()` })
        .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)));
    },

    /** The player's wishlist items on these discs, locked. */
    async wishesOn(tx: Tx, userId: string, discIds: readonly string[]) {
      return tx
        .select()
        .from(wishlistItem)
        .where(and(eq(wishlistItem.userId, userId), inArray(wishlistItem.discId, [...discIds])))
        .for('update');
    },

    async deleteWish(tx: Tx, userId: string, id: string): Promise<void> {
      await tx
        .delete(wishlistItem)
        .where(and(eq(wishlistItem.id, id), eq(wishlistItem.userId, userId)));
    },

    async setWish(tx: Tx, userId: string, id: string, discId: string): Promise<void> {
      await tx
        .update(wishlistItem)
        .set({ discId, updatedAt: sql`now()` })
        .where(and(eq(wishlistItem.id, id), eq(wishlistItem.userId, userId)));
    },
  };
}

/** Every statement names the owner; an own disc is read by its id and the player's. */
export function ownDiscRepository(db: Db) {
  return { ...ownDiscRows(db), ...ownDiscHolders() };
}

export type OwnDiscRepository = ReturnType<typeof ownDiscRepository>;
