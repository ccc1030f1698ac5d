import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DiscDetails, FlightNumbers, OwnDiscDetails } from '../../core/disc/types';
import { DISC_DETAIL_COLUMNS } from '../catalogue/disc-repository';
import { disc, ownDisc } from '../db/schema';

/**
 * The disc of a player's row (a disc in a bag, a wishlist item), by LEFT JOIN on `disc` (a
 * catalogue id) and on `own_disc` (one of the player's own discs, docs/decisions/0029): all
 * null when it has neither.
 */
export const CATALOGUE_COLUMNS = {
  catalogueId: disc.id,
  ...DISC_DETAIL_COLUMNS,
  ownId: ownDisc.id,
  ownName: ownDisc.name,
  ownBrand: ownDisc.brand,
  ownCategory: ownDisc.category,
  ownSpeed: ownDisc.speed,
  ownGlide: ownDisc.glide,
  ownTurn: ownDisc.turn,
  ownFade: ownDisc.fade,
};

/** The catalogue's join: the row's disc id is a catalogue id. */
export const joinCatalogue = (discId: AnyPgColumn): SQL => eq(disc.id, discId);

/**
 * The own disc's join: the row's disc id is an own disc of the row's owner. Naming the owner
 * keeps another player's own disc out even if its id were stored on this player's row.
 */
export const joinOwnDisc = (discId: AnyPgColumn, userId: AnyPgColumn): SQL =>
  and(eq(ownDisc.id, discId), eq(ownDisc.userId, userId))!;

/** What CATALOGUE_COLUMNS read. */
export interface CatalogueRow extends FlightNumbers {
  catalogueId: string | null;
  name: string | null;
  brand: string | null;
  category: string | null;
  ownId: string | null;
  ownName: string | null;
  ownBrand: string | null;
  ownCategory: string | null;
  ownSpeed: number | null;
  ownGlide: number | null;
  ownTurn: number | null;
  ownFade: number | null;
}

/** An own disc's fields as a disc in a bag carries them (`own: true`). */
export function ownDetails(d: OwnDiscDetails): DiscDetails {
  const { name, brand, category, speed, glide, turn, fade } = d;
  return { name, brand, category, speed, glide, turn, fade, own: true };
}

/**
 * The joined disc's details as the API answers them (an own disc's with `own: true`); null when
 * neither the catalogue nor the player's own discs have it.
 */
export function joinedDetails(r: CatalogueRow): DiscDetails | null {
  const { name, brand, category, speed, glide, turn, fade } = r;
  if (r.catalogueId !== null && name !== null && brand !== null && category !== null) {
    return { name, brand, category, speed, glide, turn, fade };
  }
  if (r.ownId === null || r.ownName === null || r.ownBrand === null || r.ownCategory === null) {
    return null;
  }
  return ownDetails({
    name: r.ownName,
    brand: r.ownBrand,
    category: r.ownCategory,
    speed: r.ownSpeed ?? 0,
    glide: r.ownGlide ?? 0,
    turn: r.ownTurn ?? 0,
    fade: r.ownFade ?? 0,
  });
}
