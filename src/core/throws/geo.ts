/**
 * Distances on the ground from two GPS fixes (decision 0030). Haversine on a sphere of the
 * Earth's mean radius: over a disc golf throw (< 400 m) it is within millimetres of the
 * ellipsoid, far below a phone's ±3–10 m.
 */
import { FEET_PER_METRE } from '../flight/thrower';
import { GPS_MAX_ACCURACY_M } from '../rules/throw';

export const EARTH_RADIUS_M = 6_371_008.8;

export interface Fix {
  latitude: number;
  longitude: number;
  /** The Geolocation API's accuracy: a radius in metres. */
  accuracy: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two points (degrees), along the ground. */
export function haversineMetres(
  a: Pick<Fix, 'latitude' | 'longitude'>,
  b: Pick<Fix, 'latitude' | 'longitude'>,
): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a fix is good enough to measure with (GPS_MAX_ACCURACY_M or better). */
export const fixIsGoodEnough = (fix: Pick<Fix, 'accuracy'>) =>
  Number.isFinite(fix.accuracy) && fix.accuracy <= GPS_MAX_ACCURACY_M;

export interface Measured {
  feet: number;
  /** The worse of the two fixes' accuracy, metres: what the throw is stored with. */
  accuracyM: number;
}

/** The throw from the tee's fix to the landing's, in feet (0.1 ft), with its accuracy. */
export function measureThrow(tee: Fix, landing: Fix): Measured {
  const metres = haversineMetres(tee, landing);
  return {
    feet: Math.round(metres * FEET_PER_METRE * 10) / 10,
    accuracyM: Math.round(Math.max(tee.accuracy, landing.accuracy) * 10) / 10,
  };
}
