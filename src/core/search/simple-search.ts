import { toFlightNumber } from '../disc/normalise';
import type { DiscPredicate } from './filters';
import type { PreparedDisc } from './prepared-disc';
import { lowerTextOf } from './prepared-disc';
import type { SearchField } from './query';
import { isNumericField } from './query';

/** Spec §5: the plain search term is trimmed and lowercased. */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * A predicate for the plain search term, or null when the term is blank (everything matches).
 * Numeric fields match by equality with the term as a number (a non-numeric term matches
 * nothing); text fields by contains; stability against the computed label.
 */
export function compileTerm(term: string, field: SearchField): DiscPredicate | null {
  const t = normaliseTerm(term);
  if (t === '') return null;
  if (isNumericField(field)) {
    const n = toFlightNumber(t);
    if (n === null) return () => false;
    return (p) => p.disc[field] === n;
  }
  return (p) => lowerTextOf(p, field).includes(t);
}

export function matchesTerm(p: PreparedDisc, term: string, field: SearchField): boolean {
  const test = compileTerm(term, field);
  return test === null || test(p);
}

/** True when extending a term can only narrow the matches (contains), so a cache may be refined. */
export function isNarrowingField(field: SearchField): boolean {
  return !isNumericField(field);
}
