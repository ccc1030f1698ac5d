/**
 * The rules of an import's throws (decisions 0030, 0045): a throw of the file goes under the disc
 * the import made for its row; a round's tee shot makes a throw, which is counted before the
 * import and written after it; a disc throw of the file that one of those shots makes again is
 * left out. A throw's columns come from the throw PUT's own mapping (throws/throw-rows.ts).
 */
import type { HistoryPlan, PlannedRound } from '../../core/collection/import-history';
import type {
  ImportPlan,
  ImportReportRow,
  PlannedDisc,
  PlannedThrow,
} from '../../core/collection/import-plan';
import type { Slices } from '../../core/collection/time-slices';
import { discKey } from '../../core/disc/identity';
import { newId } from '../db/ids';
import { teeShotThrow, throwIdOfShot } from '../rounds/shot-throws';
import { throwColumns } from '../throws/throw-rows';
import type { ShotThrow } from './import-history-repository';

/** A throw of the file and the new disc it goes under; or the throw a round's tee shot makes. */
export interface ThrowToLog {
  userDiscId: string;
  logged: PlannedDisc['throws'][number];
  /** The shot it is made from (decision 0045): its id is derived from the shot's. */
  shot?: { id: string; roundId: string; hole: number };
}

/** A throw's row, with a new id (decision 0030), by the throw PUT's own mapping. */
export const throwRowOf = (userId: string, { userDiscId, logged, shot }: ThrowToLog) => ({
  id: shot ? throwIdOfShot(shot.id) : newId(),
  userId,
  ...throwColumns(logged, userDiscId),
  ...(shot ? { roundShotId: shot.id, roundId: shot.roundId, roundHole: shot.hole } : {}),
});

/** A tee shot's throw as the scored hole writes it (shot-throws.ts), to log with the others. */
export function shotThrowToLog(t: ShotThrow): ThrowToLog {
  const f = t.throwFields;
  const logged: PlannedThrow = {
    userDiscId: t.userDiscId,
    distanceFt: f.distanceFt,
    throwType: f.throwType,
    effort: f.effort,
    thrownAt: t.thrownAt,
    measuredBy: f.measuredBy,
    gpsAccuracyM: f.gpsAccuracyM,
  };
  return {
    userDiscId: t.userDiscId,
    logged,
    shot: { id: t.shotId, roundId: t.roundId, hole: t.hole },
  };
}

/** The throws the file's rounds' tee shots make: how many per round, and each one's key. */
export interface TeeThrows {
  perRound: Map<PlannedRound, number>;
  keys: Map<string, number>;
}

/** The shot with a disc named as the one it stands for, for `teeShotThrow`'s rule. */
const NAMED = 'named';

/**
 * The throws the file's rounds' tee shots make when their discs are found: how many per round
 * (the limits count those of the rounds imported) and each one's key (throwKey). Only the tee
 * shot counts (`teeShotThrow` reads the first shot); in `slices`, as a file may hold 180,000 holes.
 */
export async function teeThrowsOf(history: HistoryPlan, slices: Slices): Promise<TeeThrows> {
  const perRound = new Map<PlannedRound, number>();
  const keys = new Map<string, number>();
  for (const r of history.rounds) {
    if (slices.due()) await slices.pause();
    let n = 0;
    for (const h of r.scores) {
      const tee = h.shots[0];
      if (!tee?.disc) continue;
      const t = teeShotThrow([{ ...tee.shot, userDiscId: NAMED }], (d) => d);
      if (!t) continue;
      n += 1;
      const key = throwKey(tee.disc, { ...t, thrownAt: r.put.startedAt });
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    if (n > 0) perRound.set(r, n);
  }
  return { perRound, keys };
}

/** The brand and name of a planned disc's row, from its report line. */
export function discNameOf(
  line: ImportReportRow | undefined,
): { brand: string; name: string } | null {
  const d = line?.ownDisc ?? line?.matched;
  return d ? { brand: d.brand, name: d.name } : null;
}

/** What makes a throw the same throw, whether logged from a file or made from a shot. */
const throwKey = (
  disc: { brand: string; name: string },
  t: {
    thrownAt: string;
    distanceFt: number;
    throwType: string;
    measuredBy: string;
    gpsAccuracyM: number | null;
  },
) =>
  JSON.stringify([
    discKey(disc.brand, disc.name),
    Date.parse(t.thrownAt),
    t.distanceFt,
    t.throwType,
    t.measuredBy,
    t.measuredBy === 'gps' ? t.gpsAccuracyM : null,
  ]);

/**
 * A collection's export writes the throws its rounds' tee shots made among its discs' throws, as
 * plain throws (export-format.ts). The import makes those throws again from the shots, linked to
 * them (decision 0045), so each disc throw of the file that is exactly one a shot of the file makes
 * (its disc, the round's start, distance, throw type and measure, full power, no finish, release
 * or note) is left out, once per shot: importing both never doubles the log. A round the player
 * already has counts too: its throw is already logged.
 */
export function dropThrowsOfShots(plan: ImportPlan, fromShots: Map<string, number>): void {
  if (fromShots.size === 0) return;
  const lines = new Map(plan.report.map((l) => [l.row, l]));
  for (const d of plan.discs) {
    const name = discNameOf(lines.get(d.row));
    if (!name || d.throws.length === 0) continue;
    d.throws = d.throws.filter((t) => {
      if (t.effort !== 'full' || (t.note ?? '') !== '' || t.finishFt != null || t.release != null) {
        return true;
      }
      const key = throwKey(name, { ...t, gpsAccuracyM: t.gpsAccuracyM ?? null });
      const left = fromShots.get(key) ?? 0;
      if (left === 0) return true;
      fromShots.set(key, left - 1);
      return false;
    });
  }
}
