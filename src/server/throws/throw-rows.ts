/**
 * A throw's one mapping between the API and its stored row (decision 0030): the answer from a
 * row, the columns from a checked PUT body or an imported throw, and whether a row already holds
 * them.
 */
import type { z } from 'zod';
import type { putThrowSchema, Throw, throwSchema } from '../../core/schemas/throw';
import type { throwLog } from '../db/schema';

export type ThrowRow = typeof throwLog.$inferSelect;
type Parsed = z.output<typeof putThrowSchema>;

/** A stored throw as the API answers it. */
export function toThrow(r: ThrowRow): Throw {
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
    roundId: r.roundId,
    roundHole: r.roundHole,
    roundShotId: r.roundShotId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  } satisfies z.output<typeof throwSchema>;
}

/**
 * A throw's stored columns from a checked PUT body or an imported throw (the one mapping of both):
 * absent optional fields are null or '', and the GPS accuracy is kept only for a GPS measure.
 * An import names the new disc its throw goes under (`userDiscId`).
 */
export function throwColumns(input: Parsed, userDiscId: string = input.userDiscId) {
  return {
    userDiscId: userDiscId.toLowerCase(),
    distanceFt: input.distanceFt,
    throwType: input.throwType,
    effort: input.effort,
    finishFt: input.finishFt ?? null,
    release: input.release ?? null,
    note: input.note ?? '',
    thrownAt: new Date(input.thrownAt),
    measuredBy: input.measuredBy,
    gpsAccuracyM: input.measuredBy === 'gps' ? (input.gpsAccuracyM ?? null) : null,
  } satisfies Omit<typeof throwLog.$inferInsert, 'id' | 'userId'>;
}

export type ThrowColumns = ReturnType<typeof throwColumns>;

/** Whether a stored throw already holds these columns (a resent PUT changes nothing). */
export const sameThrow = (row: ThrowRow, c: ThrowColumns) =>
  (Object.keys(c) as (keyof ThrowColumns)[]).every((k) =>
    k === 'thrownAt' ? row.thrownAt.getTime() === c.thrownAt.getTime() : row[k] === c[k],
  );
