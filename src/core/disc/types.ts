/** A catalogue disc as the app stores and serves it (DiscIt's record, normalised). */
export interface Disc {
  /** DiscIt's UUID, or a stable id derived from brand + name for imported records without one. */
  id: string;
  name: string;
  brand: string;
  category: string;
  /** Flight numbers: null when the source value is missing or not a number (shown as '?'). */
  speed: number | null;
  glide: number | null;
  turn: number | null;
  fade: number | null;
  /** The source's own stability label (DiscIt's); the product shows the computed label instead. */
  stability: string | null;
  pic: string | null;
  color: string | null;
  background_color: string | null;
  link: string | null;
}

/** The copy of catalogue fields attached to a user disc at display time. */
export interface DiscDetails {
  name: string;
  brand: string;
  category: string;
  speed: number | null;
  glide: number | null;
  turn: number | null;
  fade: number | null;
}

/** Spec's stability labels, most understable first. */
export const STABILITY_LABELS = [
  'Very Understable',
  'Understable',
  'Stable',
  'Overstable',
  'Very Overstable',
] as const;
export type StabilityLabel = (typeof STABILITY_LABELS)[number];

/** Spec section 3/9 disc types (category mapping result). */
export const DISC_TYPES = [
  'distance',
  'hybrid',
  'control',
  'approach',
  'midrange',
  'putter',
  'other',
] as const;
export type DiscType = (typeof DISC_TYPES)[number];
