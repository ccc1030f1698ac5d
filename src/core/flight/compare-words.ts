/**
 * The difference between two modelled flights in words, for the compare view:
 *   differenceInWords('Teebird', teebird, destroyer, 'feet')
 *     → 'Teebird: 40 ft shorter, finishes 15 ft further left'
 * Distances are compared in whole units of the chosen unit; under 3 units counts as the same.
 */
import { fromFeet, unitSymbol, type DistanceUnit } from './thrower';

export const SAME_WITHIN = 3;

export function differenceInWords(
  name: string,
  flight: { distanceFeet: number; driftFeet: number },
  reference: { distanceFeet: number; driftFeet: number },
  unit: DistanceUnit,
): string {
  const u = unitSymbol(unit);
  const length = Math.round(fromFeet(flight.distanceFeet - reference.distanceFeet, unit));
  const side = Math.round(fromFeet(flight.driftFeet - reference.driftFeet, unit));
  const distance =
    Math.abs(length) < SAME_WITHIN
      ? 'about as far'
      : `${Math.abs(length)} ${u} ${length > 0 ? 'longer' : 'shorter'}`;
  const finish =
    Math.abs(side) < SAME_WITHIN
      ? 'finishes on about the same line'
      : `finishes ${Math.abs(side)} ${u} further ${side > 0 ? 'right' : 'left'}`;
  return `${name}: ${distance}, ${finish}`;
}
