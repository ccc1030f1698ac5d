/**
 * The caddie's discs from what the device already holds: the throw summary (decision 0039) read
 * through the one model of the player (core/player/player-model.ts, decision 0046), so a disc's
 * distance and finish on the tee are the ones its chart, compare and modal show: measured from
 * MIN_MEASURED_THROWS full-power throws of the type (the finish only where recorded, else the
 * model's), otherwise the flight model's figure for the player's arm (fitted, else the chosen one).
 */
import type { FlightNumbers } from '../disc/types';
import type { Handedness } from '../flight/handedness';
import type { Arm, ThrowType } from '../flight/thrower';
import { playerModel } from '../player/player-model';
import type { ThrowSummary } from '../throws/throw-summary';
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
  const model = playerModel({
    discs: discs.map((d) => ({ userDiscId: d.userDiscId, flight: d.flight })),
    summary,
    chosenArm: thrower.arm,
    handedness: thrower.handedness,
    useThrows: true,
  });
  return discs.flatMap((d) => {
    const f = model.flightOf(d.userDiscId, thrower.throwType);
    if (!f) return [];
    return [
      {
        userDiscId: d.userDiscId,
        name: d.name,
        distanceFt: f.distanceFt,
        finishFt: f.finishFt,
        measuredThrows: f.measuredThrows,
        source: f.source,
      },
    ];
  });
}
