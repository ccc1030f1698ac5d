import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  type putThrowSchema,
  type Throw,
  type throwSchema,
} from '../../core/schemas/throw';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ownRow } from '../db/own-rows';
import { throwLog, userDisc } from '../db/schema';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';

type Row = typeof throwLog.$inferSelect;
type Parsed = z.output<typeof putThrowSchema>;

export const throwDiscGone = () => new ApiError(404, 'not_found', THROW_DISC_GONE);
/** A path id that cannot be a client-made throw id. */
export const badThrowId = () => invalidInput({ id: THROW_ID_INVALID });

export function toThrow(r: Row): Throw {
  return {
    id: r.id,
    userDiscId: r.userDiscId,
    distanceFt: r.distanceFt,
    throwType: r.throwType as Throw['throwType'],
    effort: r.effort as Throw['effort'],
    finishFt: r.finishFt,
    release: r.release as Throw['release'],
    note: r.note,
    thrownAt: r.thrownAt.toISOString(),
    measuredBy: r.measuredBy as Throw['measuredBy'],
    gpsAccuracyM: r.gpsAccuracyM,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  } satisfies z.output<typeof throwSchema>;
}

/** The stored columns a PUT body sets (absent optional fields are null or ''). */
function columnsOf(input: Parsed) {
  return {
    userDiscId: input.userDiscId.toLowerCase(),
    distanceFt: input.distanceFt,
    throwType: input.throwType,
    effort: input.effort,
    finishFt: input.finishFt ?? null,
    release: input.release ?? null,
    note: input.note ?? '',
    thrownAt: new Date(input.thrownAt),
    measuredBy: input.measuredBy,
    gpsAccuracyM: input.measuredBy === 'gps' ? (input.gpsAccuracyM ?? null) : null,
  };
}

type Columns = ReturnType<typeof columnsOf>;
const same = (row: Row, c: Columns) =>
  (Object.keys(c) as (keyof Columns)[]).every((k) =>
    k === 'thrownAt' ? row.thrownAt.getTime() === c.thrownAt.getTime() : row[k] === c[k],
  );

/**
 * A player's throw log (decision 0030). Ids are the client's and per player: every statement
 * names the owner with the id, so another player's row is never read or touched.
 */
export function throwRepository(db: Db) {
  return {
    async list(userId: string, userDiscId?: string): Promise<Throw[]> {
      const where: SQL = userDiscId
        ? and(eq(throwLog.userId, userId), eq(throwLog.userDiscId, userDiscId.toLowerCase()))!
        : eq(throwLog.userId, userId);
      const rows = await db
        .select()
        .from(throwLog)
        .where(where)
        .orderBy(asc(throwLog.thrownAt), asc(throwLog.id));
      return rows.map(toThrow);
    },

    /** Create or replace; `created` is false when the throw was there (changed or not). */
    async put(
      userId: string,
      rawId: string,
      input: Parsed,
    ): Promise<{ created: boolean; value: Throw }> {
      if (!isUuid(rawId)) throw badThrowId();
      const id = rawId.toLowerCase();
      const c = columnsOf(input);
      if (!isUuid(c.userDiscId)) throw throwDiscGone();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const [disc] = await tx
          .select({ id: userDisc.id })
          .from(userDisc)
          .where(ownRow(userDisc, userId, c.userDiscId));
        if (!disc) throw throwDiscGone();
        const [existing] = await tx
          .select()
          .from(throwLog)
          .where(ownRow(throwLog, userId, id));
        if (existing && same(existing, c)) return { created: false, value: toThrow(existing) };
        if (existing) {
          const [row] = await tx
            .update(throwLog)
            .set({ ...c, updatedAt: new Date() })
            .where(ownRow(throwLog, userId, id))
            .returning();
          return { created: false, value: toThrow(row!) };
        }
        await enforceLimits(tx, userId, { throws: 1 });
        const [row] = await tx
          .insert(throwLog)
          .values({ id, userId, ...c })
          .returning();
        return { created: true, value: toThrow(row!) };
      });
    },

    /** Deletes the player's throw if there is one; never fails for a missing one. */
    async remove(userId: string, rawId: string): Promise<void> {
      if (!isUuid(rawId)) throw badThrowId();
      await db.delete(throwLog).where(ownRow(throwLog, userId, rawId.toLowerCase()));
    },
  };
}
