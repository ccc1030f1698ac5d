/**
 * The owner-scoped queries of bags' public links (docs/decisions/0015). Every owner statement
 * names the bag together with its owner, so another player's bag behaves as a missing one
 * (`undefined`). Links live only in the database: turning one off or renewing it is seen by every
 * process at once. The rules (the token, a malformed id or token, the answers) are
 * share-service.ts's.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  detailsFromStored,
  SHARED_COLUMNS,
  type SharedColumn,
  type SharedStoredDetails,
} from '../../core/collection/disc-fields';
import type { SharedDisc } from '../../core/schemas/share';
import type { SharedLanding } from '../../core/schemas/throw';
import type { Db } from '../db/client';
import { ownRow, ownsRow } from '../db/own-rows';
import { bag, bagShare, disc, ownDisc, throwLog, user, userDisc } from '../db/schema';
import {
  CATALOGUE_COLUMNS,
  joinCatalogue,
  joinedDetails,
  joinOwnDisc,
  type CatalogueRow,
} from './catalogue-join';

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
 * Gives the bag `token` (replacing any token it had when `replace`) in one statement that also
 * checks the owner: no row comes back when the bag is not this player's.
 */
const put = async (
  db: Db,
  userId: string,
  bagId: string,
  token: string,
  replace: boolean,
): Promise<ShareRow | undefined> => {
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

/** The owner's side: the link of their bag, on, renewed, off, with landings or without. */
function shareLinks(db: Db) {
  return {
    /** The bag's link, null when off; undefined when the bag is not this player's. */
    async get(userId: string, bagId: string): Promise<ShareRow | null | undefined> {
      if (!(await ownsRow(db, bag, userId, bagId))) return undefined;
      return current(db, bagId);
    },

    /** Turns the link on with `token`; an existing link is kept. */
    enable: (userId: string, bagId: string, token: string) => put(db, userId, bagId, token, false),

    /** The link's token becomes `token`; the old one stops matching in the same statement. */
    rotate: (userId: string, bagId: string, token: string) => put(db, userId, bagId, token, true),

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

/** A friend's side: the bag behind a token, its active discs, their measured landings. */
function sharedBags(db: Db) {
  return {
    /** The bag behind a token and its owner's name; null for an unknown or revoked token. */
    async head(token: string) {
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
      return head ?? null;
    },

    /** The bag's active discs as a friend sees them, with their ids (not shown). */
    async discs(bagId: string): Promise<{ id: string; shared: SharedDisc }[]> {
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
        .where(and(eq(userDisc.bagId, bagId), eq(userDisc.status, 'active')))
        .orderBy(asc(userDisc.id));
      return rows.map(({ id, ...rest }) => ({ id, shared: toSharedDisc(rest) }));
    },

    /** The measured landings of the discs, by disc id, oldest first: no ids, notes or dates. */
    async landings(discIds: string[]): Promise<Map<string, SharedLanding[]>> {
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
    },
  };
}

/** Bags' public links: the owner's side and a friend's. */
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
