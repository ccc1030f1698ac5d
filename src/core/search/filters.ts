import { toFlightNumber } from '../disc/normalise';
import { parseStabilityLabel } from '../disc/stability';
import { foldText } from './language';
import type { PreparedDisc } from './prepared-disc';
import { lowerTextOf } from './prepared-disc';
import type { Filter, FilterOperator, NumericField, TextField } from './query';
import { isNumericField, isSearchField, operatorsFor } from './query';

export type DiscPredicate = (p: PreparedDisc) => boolean;

const NEVER: DiscPredicate = () => false;
const ALWAYS: DiscPredicate = () => true;

const asText = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The message to show for a filter the user is building, or null when it is valid. */
export function validateFilter(f: Filter): string | null {
  if (!isSearchField(f.field)) return 'Choose a field to filter on';
  if (!operatorsFor(f.field).some((o) => o.value === f.operator)) return 'Choose how to compare';
  const value = asText(f.value).trim();
  if (value === '') return 'Enter a value';
  if (isNumericField(f.field) && toFlightNumber(value) === null) return 'Enter a number';
  if (f.field === 'stability' && parseStabilityLabel(value) === null)
    return 'Choose a stability label';
  return null;
}

/**
 * The filter with its value in canonical form: trimmed; numbers as JS prints them ('06' → '6');
 * stability as the exact label ('very overstable' → 'Very Overstable'); text keeps its case.
 * Only meaningful for a valid filter.
 */
export function canonicalFilter(f: Filter): Filter {
  const value = asText(f.value).trim();
  const n = isNumericField(f.field) ? toFlightNumber(value) : null;
  const label = f.field === 'stability' ? parseStabilityLabel(value) : null;
  return { field: f.field, operator: f.operator, value: n !== null ? String(n) : (label ?? value) };
}

/** Identity of a filter for duplicate detection: field, operator and lowercased canonical value. */
export function filterKey(f: Filter): string {
  const c = canonicalFilter(f);
  return `${c.field}\u0000${c.operator}\u0000${c.value.toLowerCase()}`;
}

/**
 * Adds a filter in canonical form. Returns the same array (unchanged) when the filter is invalid
 * or identical to one already present (same field, operator and normalised value).
 */
export function addFilter(filters: Filter[], f: Filter): Filter[] {
  if (validateFilter(f) !== null) return filters;
  const key = filterKey(f);
  if (filters.some((g) => filterKey(g) === key)) return filters;
  return [...filters, canonicalFilter(f)];
}

export function removeFilter(filters: Filter[], index: number): Filter[] {
  return filters.filter((_, i) => i !== index);
}

const NUMERIC_TESTS: Record<string, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  lt: (a, b) => a < b,
  gt: (a, b) => a > b,
  lte: (a, b) => a <= b,
  gte: (a, b) => a >= b,
};

function numericPredicate(field: NumericField, operator: FilterOperator, n: number): DiscPredicate {
  const test = NUMERIC_TESTS[operator];
  if (test === undefined) return NEVER;
  return (p) => {
    const x = p.disc[field];
    return x !== null && test(x, n);
  };
}

function textPredicate(field: TextField, operator: FilterOperator, value: string): DiscPredicate {
  const needle = foldText(value);
  if (operator === 'contains') return (p) => lowerTextOf(p, field).includes(needle);
  return (p) => lowerTextOf(p, field) === needle;
}

/**
 * A predicate for one filter. A filter that fails validateFilter (unknown field or operator,
 * empty value, non-numeric value for a numeric field, unknown stability label) matches nothing;
 * a missing disc value never matches a numeric comparison.
 */
export function compileFilter(f: Filter): DiscPredicate {
  if (validateFilter(f) !== null) return NEVER;
  const { field, operator, value } = canonicalFilter(f);
  const op = operator as FilterOperator;
  if (isNumericField(field)) return numericPredicate(field, op, Number(value));
  return textPredicate(field as TextField, op, value);
}

/** All filters must match (AND); no filters match everything. */
export function compileFilters(filters: readonly Filter[]): DiscPredicate {
  const predicates = filters.map(compileFilter);
  if (predicates.length === 0) return ALWAYS;
  if (predicates.length === 1) return predicates[0] ?? NEVER;
  return (p) => predicates.every((test) => test(p));
}

export function matchesFilter(p: PreparedDisc, f: Filter): boolean {
  return compileFilter(f)(p);
}
