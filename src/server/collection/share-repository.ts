import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  detailsFromStored,
  SHARED_COLUMNS,
  type SharedColumn,
  type SharedStoredDetails,
} from '../../core/collection/disc-fields';
import type { SharedBag, SharedDisc } from '../../core/schemas/share';
import { SHARE_TOKEN_PATTERN } from '../../core/schemas/share';
import {
  CATALOGUE_COLUMNS,
  joinCatalogue,
  joinedDetails,
  joinOwnDisc,
  type CatalogueRow,
} from './catalogue-join';
import type { Db } from '../db/client';
import { ownRow, ownsRow } from '../db/own-rows';
import { bag, bagShare, disc, ownDisc, throwLog, user, userDisc } from '../db/schema';
import type { SharedLanding } from '../../core/schemas/throw';

/** 32 bytes (256 bits) from the operating system's cryptographic source, base64url: 43 chars. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface ShareRow {
  token: string;
  createdAt: Date;
  /** The link shows the discs' measured landings (decision 0030). */
  showThrows: boolean;
}

const SHARE_COLUMNS = {
  token: bagShare.token,
  createdAt: bagShare.createdAt,
  showThrows: bagShare.showThrows,
};

export type ShareRepository = ReturnType<typeof shareRepository>;

const current = async (db: Db, bagId: string): Promise<ShareRow | null> => {
  const [row] = await db.select(SHARE_COLUMNS).from(bagShare).where(eq(bagShare.bagId, bagId));
  return row ?? null;
};

/**
 * Gives the bag `token` (replacing any token it had) in one statement that also checks the
 * owner: no row comes back when the bag is not this player's.
 */
const put = async (
  db: Db,
  userId: string,
  bagId: string,
  replace: boolean,
): Promise<ShareRow | undefined> => {
  const token = newShareToken();
  const [row] = await db
    .insert(bagShare)
    .select(
      db
        .select({
          bagId: bag.id,
          token: sql<string>`${token}`.as('token'),
          createdAt: sql<Date>`now()`.as('created_at'),
          showThrows: sql<boolean>`false`.as('show_throws'),
        })
        .from(bag)
        .where(ownRow(bag, userId, bagId)),
    )
    .onConflictDoUpdate({
      target: bagShare.bagId,
      set: replace
        ? { token: sql`excluded.token`, createdAt: sql`now()` }
        : { token: sql`${bagShare.token}` },
    })
    .returning(SHARE_COLUMNS);
  return row;
};

/** The measured landings of the discs, by disc id, oldest first: no ids, notes or dates. */
const landingsOf = async (db: Db, discIds: string[]) => {
  const byDisc = new Map<string, SharedLanding[]>();
  if (discIds.length === 0) return byDisc;
  const rows = await db
    .select({
      disc: throwLog.userDiscId,
      distanceFt: throwLog.distanceFt,
      finishFt: throwLog.finishFt,
      throwType: throwLog.throwType,
      effort: throwLog.effort,
    })
    .from(throwLog)
    .where(inArray(throwLog.userDiscId, discIds))
    .orderBy(asc(throwLog.thrownAt), asc(throwLog.id));
  for (const { disc: d, ...landing } of rows) {
    const list = byDisc.get(d) ?? [];
    list.push(landing as SharedLanding);
    byDisc.set(d, list);
  }
  return byDisc;
};

/** The owner's side: the link of their bag, on, renewed, off, with landings or without. */
function shareLinks(db: Db) {
  return {
    /** The bag's link, null when off; undefined when the bag is not this player's. */
    async get(userId: string, bagId: string): Promise<ShareRow | null | undefined> {
      if (!(await ownsRow(db, bag, userId, bagId))) return undefined;
      return current(db, bagId);
    },

    /** Turns the link on; an existing link is kept. */
    enable: (userId: string, bagId: string) => put(db, userId, bagId, false),

    /** A new link; the old token stops matching in the same statement. */
    rotate: (userId: string, bagId: string) => put(db, userId, bagId, true),

    /**
     * Whether the link shows measured landings: the link after the change, null when the link is
     * off, undefined when the bag is not this player's.
     */
    async showThrows(
      userId: string,
      bagId: string,
      on: boolean,
    ): Promise<ShareRow | null | undefined> {
      if (!(await ownsRow(db, bag, userId, bagId))) return undefined;
      const [row] = await db
        .update(bagShare)
        .set({ showThrows: on })
        .where(eq(bagShare.bagId, bagId))
        .returning(SHARE_COLUMNS);
      return row ?? null;
    },

    /** Turns the link off; false when the bag is not this player's. */
    async disable(userId: string, bagId: string): Promise<boolean> {
      if (!(await ownsRow(db, bag, userId, bagId))) return false;
      await db.delete(bagShare).where(eq(bagShare.bagId, bagId));
      return true;
    },
  };
}

/** A friend's side: the bag behind a token. */
function sharedBags(db: Db) {
  return {
    /** The bag behind a token, as a friend sees it; null for an unknown or revoked token. */
    async read(token: string): Promise<SharedBag | null> {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const [head] = await db
        .select({
          bagId: bag.id,
          name: bag.name,
          description: bag.description,
          owner: user.name,
          showThrows: bagShare.showThrows,
        })
        .from(bagShare)
        .innerJoin(bag, eq(bag.id, bagShare.bagId))
        .innerJoin(user, eq(user.id, bag.userId))
        .where(eq(bagShare.token, token));
      if (!head) return null;
      const rows = await db
        .select({
          id: userDisc.id,
          color: userDisc.color,
          ...SHARED_COLUMNS_OF_USER_DISC,
          ...CATALOGUE_COLUMNS,
        })
        .from(userDisc)
        .leftJoin(disc, joinCatalogue(userDisc.discId))
        .leftJoin(ownDisc, joinOwnDisc(userDisc.discId, userDisc.userId))
        .where(and(eq(userDisc.bagId, head.bagId), eq(userDisc.status, 'active')))
        .orderBy(asc(userDisc.id));
      const landings = head.showThrows
        ? await landingsOf(
            db,
            rows.map((r) => r.id),
          )
        : null;
      return {
        name: head.name,
        description: head.description,
        owner: { name: head.owner },
        discs: rows.map((r) => {
          const { id, ...rest } = r;
          const shared = toSharedDisc(rest);
          return landings ? { ...shared, landings: landings.get(id) ?? [] } : shared;
        }),
      };
    },
  };
}

/**
 * Bags' public links (docs/decisions/0015). Every owner statement names the bag together with
 * its owner, so another player's bag behaves as a missing one (`undefined`). Links live only in
 * the database: turning one off or renewing it is seen by every process at once.
 */
export function shareRepository(db: Db) {
  return { ...shareLinks(db), ...sharedBags(db) };
}

/** The columns of the details a friend sees (the field table's `shared` rows). */
const SHARED_COLUMNS_OF_USER_DISC = Object.fromEntries(
  SHARED_COLUMNS.map((c) => [c, userDisc[c]]),
) as { [C in SharedColumn]: (typeof userDisc)[C] };

interface DiscRow extends CatalogueRow, SharedStoredDetails {
  color: string;
}

/** A joined entry always has its name, brand and category (NOT NULL in `disc`). */
function toSharedDisc(r: DiscRow): SharedDisc {
  return { color: r.color, discDetails: joinedDetails(r), ...detailsFromStored(r, 'shared') };
}
