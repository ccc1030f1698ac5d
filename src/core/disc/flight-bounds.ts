/**
 * Sane limits for catalogue flight numbers. Real discs stay well inside them (speed 1–15, glide
 * 0–7, turn -5–2, fade 0–6 in the DiscIt catalogue); a record outside them is a typo or hostile
 * data, and is rejected on import so that charts and tables never see it.
 */
export const FLIGHT_BOUNDS = {
  speed: { min: 0, max: 20 },
  glide: { min: 0, max: 10 },
  turn: { min: -10, max: 5 },
  fade: { min: -5, max: 10 },
} as const;

export type FlightField = keyof typeof FLIGHT_BOUNDS;

export const FLIGHT_FIELDS = Object.keys(FLIGHT_BOUNDS) as FlightField[];

/** Why a flight number is out of bounds, or null when it is inside them (or missing). */
export function flightBoundsProblem(field: FlightField, value: number | null): string | null {
  if (value === null) return null;
  const { min, max } = FLIGHT_BOUNDS[field];
  return value < min || value > max ? `${field} ${value} is outside ${min} to ${max}` : null;
}
