/** The throw history's filters as the address keeps them (?disc=&throw=&effort=&measured=). */
import { EFFORTS, MEASURED_BY, THROW_TYPES } from '../../../../core/rules/throw';
import type { HistoryFilters } from '../../../data/use-throw-history';

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

export function filtersOf(search: URLSearchParams): HistoryFilters {
  const disc = search.get('disc');
  return {
    userDiscId: disc && /^[0-9a-fA-F-]{36}$/.test(disc) ? disc : undefined,
    throwType: oneOf(THROW_TYPES, search.get('throw')),
    effort: oneOf(EFFORTS, search.get('effort')),
    measuredBy: oneOf(MEASURED_BY, search.get('measured')),
  };
}

export function searchOf(f: HistoryFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.userDiscId) q.set('disc', f.userDiscId);
  if (f.throwType) q.set('throw', f.throwType);
  if (f.effort) q.set('effort', f.effort);
  if (f.measuredBy) q.set('measured', f.measuredBy);
  return q;
}
