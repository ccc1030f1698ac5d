import { toFlightNumber } from '../disc/normalise';
import type { DiscPredicate } from './filters';
import { foldText } from './language';
import type { PreparedDisc } from './prepared-disc';
import { lowerTextOf } from './prepared-disc';
import type { SearchField } from './query';
import { isNumericField } from './query';

/** Spec §5: the plain search term is trimmed and lowercased (and its accents folded: foldText). */
export function normaliseTerm(term: string): string {
  return foldText(term.trim());
}

/**
 * Whether a stability term names the label the way a player means it: the whole label or its
 * beginning, from the label's first word or any later one. 'stable' is Stable only (not every
 * label containing it), 'over' and 'overstable' are Overstable and Very Overstable, 'very' both
 * very labels, 'very u' Very Understable.
 */
export function matchesStabilityLabel(labelLower: string, term: string): boolean {
  if (labelLower.startsWith(term)) return true;
  let space = labelLower.indexOf(' ');
  while (space !== -1) {
    if (labelLower.startsWith(term, space + 1)) return true;
    space = labelLower.indexOf(' ', space + 1);
  }
  return false;
}

/**
 * A predicate for the plain search term, or null when the term is blank (everything matches).
 * Numeric fields match by equality with the term as a number (a non-numeric term matches
 * nothing); text fields by contains; stability by the computed label's start or a word's start.
 * A category and a stability label match in the player's language too (prepareDisc's language).
 */
export function compileTerm(term: string, field: SearchField): DiscPredicate | null {
  const t = normaliseTerm(term);
  if (t === '') return null;
  if (isNumericField(field)) {
    const n = toFlightNumber(t);
    if (n === null) return () => false;
    return (p) => p.disc[field] === n;
  }
  if (field === 'stability')
    return (p) =>
      matchesStabilityLabel(p.stabilityLower, t) ||
      (p.stabilityLocal !== null && matchesStabilityLabel(p.stabilityLocal, t));
  if (field === 'category')
    return (p) => p.categoryLower.includes(t) || (p.categoryLocal?.includes(t) ?? false);
  return (p) => lowerTextOf(p, field).includes(t);
}

export function matchesTerm(p: PreparedDisc, term: string, field: SearchField): boolean {
  const test = compileTerm(term, field);
  return test === null || test(p);
}

/**
 * True when extending a term can only narrow the matches (contains; a prefix for stability), so a
 * cache may be refined.
 */
export function isNarrowingField(field: SearchField): boolean {
  return !isNumericField(field);
}
