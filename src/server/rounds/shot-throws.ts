import { createHash } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { checkLimits } from '../../core/limits';
import { MAX_THROW_FT } from '../../core/rules/throw';
import type { Shot } from '../../core/schemas/round';
import type { Tx } from '../db/client';
import { throwLog } from '../db/schema';
import { lockPlayer } from '../collection/player-lock';
import { readUsage } from '../collection/player-usage';
import { throwColumns } from '../throws/throw-rows';

/**
 * Shots become throws (decisions 0043 and 0045): a hole's tee shot thrown at full power, with its
 * disc (one of the player's), its throw type and a measured distance (typed, or from the tee to a
 * marked landing) is also a throw in the throw log, so the fitted arm learns from rounds without a
 * second entry. The throw's id is derived from the shot's, so a hole sent twice makes one throw; a
 * hole sent again without that shot (or with it no longer a measured full-power tee shot) takes
 * the throw away, and so does deleting the round (the throw goes with its shot, a foreign key).
 */

/** The throw made from a shot: a UUID (version 8, RFC 9562's custom form) of the shot's id. */
export function throwIdOfShot(shotId: string): string {
  const h = createHash('sha256').update(`hyzer round shot\u0000${shotId.toLowerCase()}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The tee shot as a throw's columns, or null when it does not make one. */
export function teeShotThrow(shots: readonly Shot[], ownDisc: (id: string) => string | null) {
  const tee = shots[0];
  if (!tee || tee.effort !== 'full' || !tee.throwType || !tee.userDiscId) return null;
  const disc = ownDisc(tee.userDiscId);
  const d = tee.distanceFt;
  if (!disc || d === null || !(d >= 1) || d > MAX_THROW_FT) return null;
  return {
    shotId: tee.id,
    userDiscId: disc,
    distanceFt: d,
    throwType: tee.throwType,
    effort: 'full' as const,
    measuredBy: tee.landing ? ('gps' as const) : ('typed' as const),
    gpsAccuracyM: tee.landing?.accuracyM ?? null,
  };
}

/**
 * Brings the hole's throw in line with its shots, in the hole's transaction: removes a throw made
 * from one of these shots that no longer makes one, and writes the tee shot's throw (created when
 * new and the player is under the throw ceiling; a player at the ceiling keeps the shot without a
 * throw, so the outbox never sticks on a hole).
 */
export async function syncShotThrow(
  tx: Tx,
  me: string,
  where: { roundId: string; hole: number; thrownAt: Date },
  shots: readonly Shot[],
  ownDisc: (id: string) => string | null,
): Promise<void> {
  const t = teeShotThrow(shots, ownDisc);
  const id = t ? throwIdOfShot(t.shotId) : null;
  const shotIds = shots.map((s) => s.id);
  if (shotIds.length) {
    await tx
      .delete(throwLog)
      .where(
        and(
          eq(throwLog.userId, me),
          inArray(throwLog.roundShotId, shotIds),
          id ? ne(throwLog.id, id) : undefined,
        ),
      );
  }
  if (!t || !id) return;
  // The throw log's one mapping (throws/throw-rows.ts). A throw the player has since changed
  // through the throw log keeps its time, finish, release and note: the shot does not say them.
  const { thrownAt, finishFt, release, note, ...fromShot } = throwColumns({
    ...t,
    thrownAt: where.thrownAt.toISOString(),
  });
  const columns = {
    ...fromShot,
    roundShotId: t.shotId,
    roundId: where.roundId,
    roundHole: where.hole,
  };
  const [existing] = await tx
    .select()
    .from(throwLog)
    .where(and(eq(throwLog.userId, me), eq(throwLog.id, id)));
  if (existing) {
    // The same hole sent again changes nothing, not even the log's version.
    if ((Object.keys(columns) as (keyof typeof columns)[]).every((k) => existing[k] === columns[k]))
      return;
    await tx
      .update(throwLog)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(throwLog.userId, me), eq(throwLog.id, id)));
    return;
  }
  await lockPlayer(tx, me);
  if (!checkLimits(await readUsage(tx, me), { throws: 1 }).ok) return;
  await tx
    .insert(throwLog)
    .values({ id, userId: me, thrownAt, finishFt, release, note, ...columns });
}
