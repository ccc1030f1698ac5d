import type { Disc, StabilityLabel } from '../disc/types';
import { stabilityLabel, stabilitySum } from '../disc/stability';
import { foldText, type SearchLanguage } from './language';
import type { TextField } from './query';

/**
 * A disc with the text a query compares computed once (lowercased, accents folded: foldText) and
 * its computed stability.
 */
export interface PreparedDisc {
  readonly disc: Disc;
  readonly nameLower: string;
  readonly brandLower: string;
  readonly categoryLower: string;
  readonly stabilityLabel: StabilityLabel;
  readonly stabilityLower: string;
  /** turn + fade, null when either is missing. */
  readonly stabilitySum: number | null;
  /** The category as the page shows it in the player's language (the English one without). */
  readonly categoryShown: string;
  /** The category and stability label in the player's language, folded; null when English. */
  readonly categoryLocal: string | null;
  readonly stabilityLocal: string | null;
}

export function prepareDisc(disc: Disc): PreparedDisc {
  return prepareDiscIn(disc, undefined);
}

/** prepareDisc, with the category and stability words of the player's language beside the English. */
export function prepareDiscIn(disc: Disc, language: SearchLanguage | undefined): PreparedDisc {
  const label = stabilityLabel(disc.turn, disc.fade);
  const word = language?.word;
  const category = word ? word(disc.category) : disc.category;
  const stability = word ? word(label) : label;
  return {
    disc,
    nameLower: foldText(disc.name),
    brandLower: foldText(disc.brand),
    categoryLower: foldText(disc.category),
    stabilityLabel: label,
    stabilityLower: foldText(label),
    stabilitySum: stabilitySum(disc.turn, disc.fade),
    categoryShown: category,
    categoryLocal: category === disc.category ? null : foldText(category),
    stabilityLocal: stability === label ? null : foldText(stability),
  };
}

/** The folded text a text field is matched against (stability: the computed label). */
export function lowerTextOf(p: PreparedDisc, field: TextField): string {
  switch (field) {
    case 'name':
      return p.nameLower;
    case 'brand':
      return p.brandLower;
    case 'category':
      return p.categoryLower;
    case 'stability':
      return p.stabilityLower;
  }
}
