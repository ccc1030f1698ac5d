/**
 * The throw log's rules (decision 0030): client-made ids, a throw only under the player's own
 * disc, a resent PUT that changes nothing, the per-player limit under the player lock, pages by
 * cursor, and the summary the pages read (decision 0039). The queries are throw-repository.ts's.
 */
import {
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  THROW_PAGE_DEFAULT,
  type putThrowSchema,
  type Throw,
  type ThrowPage,
  type ThrowType,
} from '../../core/schemas/throw';
import {
  byDiscAndType,
  roundQuartile,
  type ThrowGroup,
  type ThrowSummary,
} from '../../core/throws/throw-summary';
import type { TrendPoint } from '../../core/throws/throw-trend';
import type { z } from 'zod';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { type PageQuery, throwRepository, type ThrowRepository } from './throw-repository';
import { sameThrow, throwColumns, toThrow } from './throw-rows';

export const throwDiscGone = () => new ApiError(404, 'not_found', THROW_DISC_GONE);
/** A path id that cannot be a client-made throw id. */
export const badThrowId = () => invalidInput({ id: THROW_ID_INVALID });

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const cursorOf = (t: { thrownAt: Date; id: string }) => `${t.thrownAt.toISOString()}_${t.id}`;
const groupKey = (userDiscId: string, throwType: string) => `${userDiscId}\u0000${throwType}`;

type SummaryRows = Awaited<ReturnType<ThrowRepository['summaryRows']>>;

/** The summary from the database's figures: groups with their latest landings, discs in order. */
function summaryOf({ groups, discs, recent }: SummaryRows): ThrowSummary {
  const landings = new Map<string, ThrowGroup['recent']>();
  for (const r of recent) {
    const key = groupKey(r.userDiscId, r.throwType);
    const list = landings.get(key) ?? [];
    list.push({ distanceFt: r.distanceFt, finishFt: r.finishFt });
    landings.set(key, list);
  }
  return {
    total: discs.reduce((n, d) => n + d.throws, 0),
    discs: discs.sort((a, b) => (a.userDiscId < b.userDiscId ? -1 : 1)),
    groups: groups
      .map((g): ThrowGroup => ({
        ...g,
        throwType: g.throwType as ThrowGroup['throwType'],
        lowFt: g.lowFt === null ? null : roundQuartile(g.lowFt),
        highFt: g.highFt === null ? null : roundQuartile(g.highFt),
        recent: landings.get(groupKey(g.userDiscId, g.throwType)) ?? [],
      }))
      .sort(byDiscAndType),
  };
}

export function throwService(db: Db) {
  const throws = throwRepository(db);
  return {
    /** The whole log (or one disc's), oldest first, read in slices. */
    async list(userId: string, userDiscId?: string): Promise<Throw[]> {
      const parts: string[] = [];
      for await (const json of throws.jsonSlices(userId, userDiscId)) parts.push(json);
      return JSON.parse(`[${parts.join(',')}]`) as Throw[];
    },

    /**
     * The whole log (or one disc's) as JSON a slice at a time, oldest first, as the caller reads
     * on: each slice the text of its throws between commas (`{…},{…}`), as toThrow gives them.
     */
    jsonSlices: (userId: string, userDiscId?: string): AsyncGenerator<string, void> =>
      throws.jsonSlices(userId, userDiscId),

    /**
     * What the pages draw of the log (core/throws/throw-summary) from the database's figures;
     * throw-reads.test.ts checks it equals the core summary of the same log.
     */
    async summary(userId: string): Promise<ThrowSummary> {
      return summaryOf(await throws.summaryRows(userId));
    },

    /** One page of the log, newest first, with the cursor of the next when there is one. */
    async page(userId: string, query: PageQuery): Promise<ThrowPage> {
      const limit = query.limit ?? THROW_PAGE_DEFAULT;
      const rows = await throws.page(userId, query, limit + 1);
      const shown = rows.slice(0, limit);
      return {
        throws: shown.map(toThrow),
        next: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null,
      };
    },

    /** Each disc's median per day, ordered by disc and day by code unit, as the core orders. */
    async trend(userId: string, throwType: ThrowType, utcOffsetMin: number): Promise<TrendPoint[]> {
      const rows = await throws.trendRows(userId, throwType, utcOffsetMin);
      return rows
        .map((r) => ({ ...r, full: Number(r.full), medianFt: Number(r.medianFt) }))
        .sort((a, b) => compareText(a.userDiscId, b.userDiscId) || compareText(a.day, b.day));
    },

    /** Create or replace; `created` is false when the throw was there (changed or not). */
    async put(
      userId: string,
      rawId: string,
      input: z.output<typeof putThrowSchema>,
    ): Promise<{ created: boolean; value: Throw }> {
      if (!isUuid(rawId)) throw badThrowId();
      const id = rawId.toLowerCase();
      const c = throwColumns(input);
      if (!isUuid(c.userDiscId)) throw throwDiscGone();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        if (!(await throws.hasDisc(tx, userId, c.userDiscId))) throw throwDiscGone();
        const existing = await throws.find(tx, userId, id);
        if (existing && sameThrow(existing, c)) return { created: false, value: toThrow(existing) };
        if (existing)
          return { created: false, value: toThrow(await throws.update(tx, userId, id, c)) };
        await enforceLimits(tx, userId, { throws: 1 });
        return { created: true, value: toThrow(await throws.insert(tx, userId, id, c)) };
      });
    },

    /** Deletes the player's throw if there is one; never fails for a missing one. */
    async remove(userId: string, rawId: string): Promise<void> {
      if (!isUuid(rawId)) throw badThrowId();
      await throws.remove(userId, rawId.toLowerCase());
    },
  };
}
