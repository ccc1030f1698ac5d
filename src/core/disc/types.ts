/**
 * A disc's four flight numbers, the one shape every part of the app passes them in: null when
 * the source value is missing or not a number (shown as '?').
 */
export interface FlightNumbers {
  speed: number | null;
  glide: number | null;
  turn: number | null;
  fade: number | null;
}

/** A catalogue disc as the app stores and serves it (DiscIt's record, normalised). */
export interface Disc extends FlightNumbers {
  /** The source's id (DiscIt's UUID), or derivedDiscId(brand, name) for records without a usable one. */
  id: string;
  name: string;
  brand: string;
  category: string;
  /**
   * The source's own stability label (DiscIt's). Filters and charts use the computed label; the
   * disc modal and table show this one beside it where the two differ.
   */
  stability: string | null;
  pic: string | null;
  color: string | null;
  background_color: string | null;
  link: string | null;
}

/** The copy of catalogue fields attached to a user disc at display time. */
export type DiscDetails = Pick<
  Disc,
  'name' | 'brand' | 'category' | 'speed' | 'glide' | 'turn' | 'fade'
> & {
  /** Set for one of the player's own discs (docs/decisions/0029). */
  own?: true;
};

/** DiscDetails with every flight number known: the fields of a player's own disc (0029). */
export type OwnDiscDetails = {
  [K in Exclude<keyof DiscDetails, 'own'>]-?: NonNullable<DiscDetails[K]>;
};

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
