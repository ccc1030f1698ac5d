/**
 * The rules of a player's own discs (docs/decisions/0029): an identity (brand and name) the
 * catalogue has or another of the player's own discs has is refused, a malformed id is a missing
 * own disc, the per-player limit under the player lock, no delete while something holds it, and
 * a link to a catalogue disc that moves everything holding it. The queries are
 * own-disc-repository.ts's.
 */
import { discKey } from '../../core/disc/identity';
import {
  inCatalogue,
  isOwnDiscId,
  OWN_DISC_NOT_FOUND,
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
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { freeCopy } from './copy-numbers';
import {
  ownDiscRepository,
  type OwnDiscRepository,
  type OwnDiscRow,
  storedFields,
  toOwnDisc,
} from './own-disc-repository';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import { copiesInBag } from './user-disc-writes';

export const ownDiscNotFound = () => new ApiError(404, 'not_found', OWN_DISC_NOT_FOUND);

const exists = (brand: string, name: string) =>
  new ApiError(409, 'own_disc_exists', ownDiscExists(brand, name));

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

/** 409 own_disc_exists, naming the player's own disc of this identity (other than `except`). */
async function refuseTaken(
  tx: Tx,
  own: OwnDiscRepository,
  userId: string,
  key: string,
  except?: string,
) {
  const taken = await own.withKey(tx, userId, key, except);
  if (taken) throw exists(taken.brand, taken.name);
}

const mapUnique = (brand: string, name: string) => (err: unknown) => {
  if (!(err instanceof ApiError) && pgCode(err) === UNIQUE_VIOLATION) throw exists(brand, name);
  throw err;
};

/** The player's own disc, locked by the player lock the caller holds; 404 when not theirs. */
async function ownRow(tx: Tx, own: OwnDiscRepository, userId: string, id: string) {
  const row = isOwnDiscId(id) ? await own.findRow(tx, userId, id) : null;
  if (!row) throw ownDiscNotFound();
  return row;
}

/** The own disc's stored fields after `changes` (a field not sent keeps its value). */
function changedFields(current: OwnDiscRow, changes: UpdateOwnDiscInput) {
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

/**
 * Every disc of the player on `from` now on `to`, details and photos untouched (they hang on the
 * disc's own row). An active disc takes the lowest copy number free in its bag among `to`'s.
 */
async function moveDiscs(tx: Tx, own: OwnDiscRepository, userId: string, from: string, to: string) {
  const rows = await own.discsOn(tx, userId, from);
  const taken = new Map<string, Set<number>>();
  for (const r of rows) {
    let copy = 1;
    if (r.status === 'active') {
      let inBag = taken.get(r.bagId);
      if (!inBag) {
        inBag = new Set(await copiesInBag(tx, r.bagId, to));
        taken.set(r.bagId, inBag);
      }
      copy = freeCopy(inBag, true);
      inBag.add(copy);
    }
    await own.setDisc(tx, userId, r.id, to, copy);
  }
  return rows.length;
}

/** The wishlist item on `from` moved to `to`; dropped when `to` is already wished (kept there). */
async function moveWish(tx: Tx, own: OwnDiscRepository, userId: string, from: string, to: string) {
  const wishes = await own.wishesOn(tx, userId, [from, to]);
  const wish = wishes.find((w) => w.discId === from);
  if (!wish) return 0;
  if (wishes.some((w) => w.discId === to)) await own.deleteWish(tx, userId, wish.id);
  else await own.setWish(tx, userId, wish.id, to);
  return 1;
}

/** Create, change, delete; an identity the catalogue or another own disc has is refused. */
function ownDiscWrites(db: Db, own: OwnDiscRepository, catalogue: CatalogueSnapshots) {
  const cache = userDiscListCache(db);
  return {
    async create(userId: string, input: CreateOwnDiscInput): Promise<OwnDisc> {
      const fields = storedFields({ ...input, stability: input.stability ?? null });
      await refuseCatalogued(catalogue, fields.brand, fields.name, fields.key);
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          await refuseTaken(tx, own, userId, fields.key);
          await enforceLimits(tx, userId, { ownDiscs: 1 });
          return own.insert(tx, userId, fields);
        })
        .catch(mapUnique(fields.brand, fields.name));
    },

    async update(userId: string, id: string, changes: UpdateOwnDiscInput): Promise<OwnDisc> {
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const current = await ownRow(tx, own, userId, id);
          const next = changedFields(current, changes);
          if (next.key !== current.key) {
            await refuseCatalogued(catalogue, next.brand, next.name, next.key);
            await refuseTaken(tx, own, userId, next.key, id);
          }
          return own.update(tx, userId, id, next);
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
          const current = await ownRow(tx, own, userId, id);
          const inUse = ownDiscInUseMessage(current.name, await own.usesOf(tx, userId, id));
          if (inUse) throw new ApiError(409, 'own_disc_in_use', inUse);
          await own.delete(tx, userId, id);
        })
        .finally(() => cache.changed(userId));
    },
  };
}

/** The links between own discs and the catalogue discs of their identity (decision 0029). */
function ownDiscLinks(db: Db, own: OwnDiscRepository, catalogue: CatalogueSnapshots) {
  const cache = userDiscListCache(db);
  return {
    /** Own discs whose identity the catalogue now has, with the catalogue's disc. */
    async links(userId: string): Promise<OwnDiscLink[]> {
      const index = catalogueKeyIndex(await catalogue.current());
      const matched = (await own.rows(userId)).flatMap((r) => {
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
          await ownRow(tx, own, userId, id);
          const [target] = isOwnDiscId(catalogueDiscId)
            ? []
            : await findDiscsByIds(tx, [catalogueDiscId]);
          if (!target) throw invalidInput({ catalogueDiscId: DISC_NOT_IN_CATALOGUE });
          const discs = await moveDiscs(tx, own, userId, id, target.id);
          const wishes = await moveWish(tx, own, userId, id, target.id);
          await own.delete(tx, userId, id);
          return { catalogueDisc: toCatalogueDisc(target), discs, wishes };
        })
        .finally(() => cache.changed(userId));
    },
  };
}

/**
 * A player's own discs: the list, create, change, delete, and the links to catalogue discs.
 * Another player's own disc, a missing one and a malformed id are the same 404.
 */
export function ownDiscService(db: Db, catalogue: CatalogueSnapshots) {
  const own = ownDiscRepository(db);
  return {
    async list(userId: string): Promise<OwnDisc[]> {
      return (await own.rows(userId)).map(toOwnDisc);
    },
    ...ownDiscWrites(db, own, catalogue),
    ...ownDiscLinks(db, own, catalogue),
  };
}
