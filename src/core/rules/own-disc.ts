/**
 * A player's own discs: their ids, limits and messages (the schemas: core/schemas/own-disc.ts).
 * Without zod, so that a page can read them without building the schemas (docs/decisions/0037);
 * the schema module uses them and exports them too.
 */
import { STABILITY_LABELS } from '../disc/types';

/** Every own disc id starts with this, then a UUID: `own-6f1c…`. Catalogue ids never do. */
export const OWN_DISC_PREFIX = 'own-';
export const OWN_DISC_ID = /^own-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for an own disc's id (never a catalogue disc's). */
export function isOwnDiscId(id: string): boolean {
  return id.startsWith(OWN_DISC_PREFIX);
}

export const MAX_OWN_DISCS_PER_PLAYER = 500;
export const OWN_DISC_NAME_MAX = 60;
export const OWN_DISC_BRAND_MAX = 60;
export const OWN_DISC_CATEGORY_MAX = 40;

export const TOO_MANY_OWN_DISCS = `You can have at most ${MAX_OWN_DISCS_PER_PLAYER} of your own discs`;
export const OWN_DISC_NAME_REQUIRED = 'Disc name is required';
export const OWN_DISC_BRAND_REQUIRED = 'Brand is required';
export const OWN_DISC_CATEGORY_REQUIRED = 'Category is required';
export const OWN_DISC_STABILITY_INVALID = `Stability must be one of: ${STABILITY_LABELS.join(', ')}`;
export const OWN_DISC_NOT_FOUND = 'Own disc not found';
/** 409 own_disc_exists: the player already has an own disc of this brand and name. */
export const ownDiscExists = (brand: string, name: string) =>
  `You already have your own disc ${brand} ${name}`;
/** 409 in_catalogue: the catalogue has this disc; the player should use it. */
export const inCatalogue = (brand: string, name: string) =>
  `${brand} ${name} is in the catalogue: add it from there`;

/** Where an own disc still is, for the refused delete's message (409 own_disc_in_use). */
export interface OwnDiscUse {
  /** Names of the bags holding it in play, in name order. */
  bags: string[];
  wishlist: boolean;
  /** Archived discs of it (lost, sold, given, retired). */
  archived: number;
}

/**
 * "Mystery is still in your bag Main; on your wishlist; in your archive. Take it out first."
 * Null when it is nowhere.
 */
export function ownDiscInUseMessage(name: string, use: OwnDiscUse): string | null {
  const places: string[] = [];
  if (use.bags.length === 1) places.push(`in your bag ${use.bags[0]}`);
  if (use.bags.length > 1) places.push(`in your bags ${use.bags.join(', ')}`);
  if (use.wishlist) places.push('on your wishlist');
  if (use.archived > 0) places.push('in your archive');
  if (places.length === 0) return null;
  return `${name} is still ${places.join('; ')}. Take it out first.`;
}

export const CATALOGUE_DISC_REQUIRED = 'Choose the catalogue disc';
