import { useMemo } from 'react';
import { prepareCatalogue, type PreparedCatalogue } from '../../core/insights/insights';
import { useCatalogue } from './use-catalogue';

/** The catalogue prepared once for insights and "Find similar" (null while it loads). */
export function usePreparedCatalogue(): PreparedCatalogue | null {
  const { data } = useCatalogue();
  return useMemo(() => (data ? prepareCatalogue(data) : null), [data]);
}
