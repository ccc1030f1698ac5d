/**
 * The caddie's discs from what the device already holds: the throw summary (decision 0039) and
 * the fitted arm (core/throws/my-arm.ts), for one throw type. A disc with MIN_MEASURED_FOR_CADDIE
 * full-power throws of the type is measured (its median and median finish); any other is the
 * flight model's figure for the player's arm (the fitted one, else the chosen one).
 */
import type { FlightNumbers } from '../disc/types';
import { modelFlight } from '../flight/flight-model';
import type { Handedness } from '../flight/handedness';
import type { Arm, ThrowType } from '../flight/thrower';
import type { ThrowSummary } from '../throws/throw-summary';
import { MIN_MEASURED_FOR_CADDIE } from './rules';
import type { CaddieDisc } from './tee';

export interface BagDisc {
  userDiscId: string;
  name: string;
  flight: FlightNumbers;
}

export function caddieDiscs(
  discs: readonly BagDisc[],
  summary: ThrowSummary | null,
  thrower: { arm: Arm; throwType: ThrowType; handedness: Handedness },
): CaddieDisc[] {
  const groups = new Map(
    (summary?.groups ?? [])
      .filter((g) => g.throwType === thrower.throwType)
      .map((g) => [g.userDiscId, g]),
  );
  return discs.map((d) => {
    const g = groups.get(d.userDiscId);
    if (g && g.full >= MIN_MEASURED_FOR_CADDIE && g.medianFt !== null) {
      return {
        userDiscId: d.userDiscId,
        name: d.name,
        distanceFt: g.medianFt,
        finishFt: g.finishFt ?? 0,
        measuredThrows: g.full,
        source: 'measured' as const,
      };
    }
    const model = modelFlight(d.flight, thrower);
    return {
      userDiscId: d.userDiscId,
      name: d.name,
      distanceFt: model.distanceFeet,
      finishFt: model.driftFeet,
      measuredThrows: 0,
      source: 'modelled' as const,
    };
  });
}
