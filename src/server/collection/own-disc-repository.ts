import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { canonicalCategory } from '../../core/disc/category';
import { canonicalBrand } from '../../core/disc/brands';
import { discKey } from '../../core/disc/identity';
import type { OwnDiscDetails } from '../../core/disc/types';
import {
  inCatalogue,
  isOwnDiscId,
  OWN_DISC_NOT_FOUND,
  OWN_DISC_PREFIX,
  ownDiscExists,
  ownDiscInUseMessage,
  type CreateOwnDiscInput,
  type LinkOwnDiscResult,
  type OwnDisc,
  type OwnDiscLink,
  type UpdateOwnDiscInput,
} from '../../core/schemas/own-disc';
import { DISC_NOT_IN_CATALOGUE } from '../../core/schemas/user-disc';
import type { CatalogueSnapshot, CatalogueSnapshots } from '../catalogue/catalogue-snapshot';
import { toCatalogueDisc } from '../catalogue/catalogue-snapshot';
import { findDiscsByIds } from '../catalogue/disc-repository';
import type { Db, Tx } from '../db/client';
import { pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { newId } from '../db/ids';
import { bag, ownDisc, userDisc, wishlistItem } from '../db/schema';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import { freeCopy } from './copy-numbers';
import { activeInBag } from './user-disc-writes';

/** A player's own discs (docs/decisions/0029): create, list, change, delete, link. */

type Executor = Pick<Db, 'select' | 'execute'>;
type Row = typeof ownDisc.$inferSelect;

export const ownDiscNotFound = () => new ApiError(404, 'not_found', OWN_DISC_NOT_FOUND);

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

/** Catalogue ids by identity (discKey of brand and name), built once per served catalogue. */
const keyIndexes = new WeakMap<CatalogueSnapshot, Map<string, string>>();

export function catalogueKeyIndex(snapshot: CatalogueSnapshot): Map<string, string> {
  let index = keyIndexes.get(snapshot);
  if (!index) {
    index = new Map();
    for (const [id, json] of snapshot.details) {
      const { name, brand } = JSON.parse(json) as { name: string; brand: string };
      const key = discKey(brand, name);
      if (!index.has(key)) index.set(key, id);
    }
    keyIndexes.set(snapshot, index);
  }
  return index;
}

const exists = (brand: string, name: string) =>
  new ApiError(409, 'own_disc_exists', ownDiscExists(brand, name));

async function findRow(ex: Executor, userId: string, id: string): Promise<Row | null> {
  if (!isOwnDiscId(id)) return null;
  const [row] = await ex
    .select()
    .from(ownDisc)
    .where(and(eq(ownDisc.id, id), eq(ownDisc.userId, userId)));
  return row ?? null;
}

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

/** 409 own_disc_exists, naming the player's own disc of this identity (other than `except`). */
async function refuseTaken(ex: Executor, userId: string, key: string, except?: string) {
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
  if (taken) throw exists(taken.brand, taken.name);
}

export type OwnDiscRepository = ReturnType<typeof ownDiscRepository>;

/** 409 in_catalogue when the catalogue has a disc of this identity. */
async function refuseCatalogued(
  catalogue: CatalogueSnapshots,
  brand: string,
  name: string,
  key: string,
) {
  if (catalogueKeyIndex(await catalogue.current()).has(key)) {
    throw new ApiError(409, 'in_catalogue', inCatalogue(brand, name));
  }
}

const mapUnique = (brand: string, name: string) => (err: unknown) => {
  if (!(err instanceof ApiError) && pgCode(err) === UNIQUE_VIOLATION) throw exists(brand, name);
  throw err;
};

/** The own disc's stored fields after `changes` (a field not sent keeps its value). */
function changedFields(current: Row, changes: UpdateOwnDiscInput) {
  return storedFields({
    name: changes.name ?? current.name,
    brand: changes.brand ?? current.brand,
    category: changes.category ?? current.category,
    speed: changes.speed ?? current.speed,
    glide: changes.glide ?? current.glide,
    turn: changes.turn ?? current.turn,
    fade: changes.fade ?? current.fade,
    stability: changes.stability === undefined ? current.stability : changes.stability,
  });
}

function ownDiscReads(db: Db) {
  return {
    async list(userId: string): Promise<OwnDisc[]> {
      const rows = await db
        .select()
        .from(ownDisc)
        .where(eq(ownDisc.userId, userId))
        .orderBy(asc(ownDisc.id));
      return rows.map(toOwnDisc);
    },

    async find(userId: string, id: string): Promise<OwnDisc | null> {
      const row = await findRow(db, userId, id);
      return row ? toOwnDisc(row) : null;
    },
  };
}

/** Create, change, delete; an identity the catalogue or another own disc has is refused. */
function ownDiscWrites(
  db: Db,
  catalogue: CatalogueSnapshots,
  cache: ReturnType<typeof userDiscListCache>,
) {
  return {
    async create(userId: string, input: CreateOwnDiscInput): Promise<OwnDisc> {
      const fields = storedFields({ ...input, stability: input.stability ?? null });
      await refuseCatalogued(catalogue, fields.brand, fields.name, fields.key);
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          await refuseTaken(tx, userId, fields.key);
          await enforceLimits(tx, userId, { ownDiscs: 1 });
          const [row] = await tx
            .insert(ownDisc)
            .values({ id: newOwnDiscId(), userId, ...fields })
            .returning();
          return toOwnDisc(row!);
        })
        .catch(mapUnique(fields.brand, fields.name));
    },

    async update(userId: string, id: string, changes: UpdateOwnDiscInput): Promise<OwnDisc> {
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const current = await findRow(tx, userId, id);
          if (!current) throw ownDiscNotFound();
          const next = changedFields(current, changes);
          if (next.key !== current.key) {
            await refuseCatalogued(catalogue, next.brand, next.name, next.key);
            await refuseTaken(tx, userId, next.key, id);
          }
          const [row] = await tx
            .update(ownDisc)
            .set({ ...next, updatedAt: sql`now()` })
            .where(and(eq(ownDisc.id, id), eq(ownDisc.userId, userId)))
            .returning();
          return toOwnDisc(row!);
        })
        .catch(mapUnique(changes.brand ?? '', changes.name ?? ''))
        .finally(() => cache.changed(userId));
    },

    /**
     * Deletes the own disc; 404 when it is not the player's, 409 own_disc_in_use (naming where)
     * while a disc in a bag or the archive or a wishlist item holds it. Under the player's lock,
     * so no add can slip in between the check and the delete.
     */
    async remove(userId: string, id: string): Promise<void> {
      await db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const current = await findRow(tx, userId, id);
          if (!current) throw ownDiscNotFound();
          const inUse = ownDiscInUseMessage(current.name, await usesOf(tx, userId, id));
          if (inUse) throw new ApiError(409, 'own_disc_in_use', inUse);
          await tx.delete(ownDisc).where(and(eq(ownDisc.id, id), eq(ownDisc.userId, userId)));
        })
        .finally(() => cache.changed(userId));
    },
  };
}

/** The links between own discs and the catalogue discs of their identity (decision 0029). */
function ownDiscLinks(
  db: Db,
  catalogue: CatalogueSnapshots,
  cache: ReturnType<typeof userDiscListCache>,
) {
  return {
    /** Own discs whose identity the catalogue now has, with the catalogue's disc. */
    async links(userId: string): Promise<OwnDiscLink[]> {
      const index = catalogueKeyIndex(await catalogue.current());
      const rows = await db
        .select()
        .from(ownDisc)
        .where(eq(ownDisc.userId, userId))
        .orderBy(asc(ownDisc.id));
      const matched = rows.flatMap((r) => {
        const catalogueId = index.get(r.key);
        return catalogueId ? [{ row: r, catalogueId }] : [];
      });
      if (matched.length === 0) return [];
      const discs = new Map(
        (
          await findDiscsByIds(
            db,
            matched.map((m) => m.catalogueId),
          )
        ).map((d) => [d.id, d]),
      );
      return matched.flatMap(({ row, catalogueId }) => {
        const d = discs.get(catalogueId);
        return d ? [{ ownDisc: toOwnDisc(row), catalogueDisc: toCatalogueDisc(d) }] : [];
      });
    },

    /**
     * Moves everything that holds the own disc to the catalogue disc and deletes the own disc, in
     * one transaction (docs/decisions/0029).
     */
    async link(userId: string, id: string, catalogueDiscId: string): Promise<LinkOwnDiscResult> {
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const current = await findRow(tx, userId, id);
          if (!current) throw ownDiscNotFound();
          const [target] = isOwnDiscId(catalogueDiscId)
            ? []
            : await findDiscsByIds(tx, [catalogueDiscId]);
          if (!target) throw invalidInput({ catalogueDiscId: DISC_NOT_IN_CATALOGUE });
          const discs = await moveDiscs(tx, userId, id, target.id);
          const wishes = await moveWish(tx, userId, id, target.id);
          await tx.delete(ownDisc).where(and(eq(ownDisc.id, id), eq(ownDisc.userId, userId)));
          return { catalogueDisc: toCatalogueDisc(target), discs, wishes };
        })
        .finally(() => cache.changed(userId));
    },
  };
}

export function ownDiscRepository(db: Db, catalogue: CatalogueSnapshots) {
  const cache = userDiscListCache(db);
  return {
    ...ownDiscReads(db),
    ...ownDiscWrites(db, catalogue, cache),
    ...ownDiscLinks(db, catalogue, cache),
  };
}

/**
 * Every disc of the player on `from` now on `to`, details and photos untouched (they hang on the
 * disc's own row). An active disc takes the lowest copy number free in its bag among `to`'s.
 */
async function moveDiscs(tx: Tx, userId: string, from: string, to: string): Promise<number> {
  const rows = await tx
    .select({ id: userDisc.id, bagId: userDisc.bagId, status: userDisc.status })
    .from(userDisc)
    .where(and(eq(userDisc.userId, userId), eq(userDisc.discId, from)))
    .orderBy(asc(userDisc.copy), asc(userDisc.id))
    .for('update');
  const taken = new Map<string, Set<number>>();
  for (const r of rows) {
    let copy = 1;
    if (r.status === 'active') {
      let inBag = taken.get(r.bagId);
      if (!inBag) {
        const existing = await tx
          .select({ copy: userDisc.copy })
          .from(userDisc)
          .where(and(activeInBag(r.bagId), eq(userDisc.discId, to)));
        inBag = new Set(existing.map((e) => e.copy));
        taken.set(r.bagId, inBag);
      }
      copy = freeCopy(inBag, true);
      inBag.add(copy);
    }
    await tx
      .update(userDisc)
      .set({ discId: to, copy, updatedAt: sql`now()` })
      .where(and(eq(userDisc.id, r.id), eq(userDisc.userId, userId)));
  }
  return rows.length;
}

/** The wishlist item on `from` moved to `to`; dropped when `to` is already wished (kept there). */
async function moveWish(tx: Tx, userId: string, from: string, to: string): Promise<number> {
  const mine = and(eq(wishlistItem.userId, userId), inArray(wishlistItem.discId, [from, to]));
  const wishes = await tx.select().from(wishlistItem).where(mine).for('update');
  const own = wishes.find((w) => w.discId === from);
  if (!own) return 0;
  if (wishes.some((w) => w.discId === to)) {
    await tx.delete(wishlistItem).where(eq(wishlistItem.id, own.id));
  } else {
    await tx
      .update(wishlistItem)
      .set({ discId: to, updatedAt: sql`now()` })
      .where(eq(wishlistItem.id, own.id));
  }
  return 1;
}
