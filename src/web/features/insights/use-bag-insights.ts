import { useMemo } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { bagInsights, insightDiscsOf, type BagInsights } from '../../../core/insights/insights';
import { armClass } from '../../../core/insights/roles';
import { usePreparedCatalogue } from '../../data/use-prepared-catalogue';
import { useThrower } from '../../lib/use-thrower';

/** A bag's insights for the stored arm (null while the catalogue loads). */
export function useBagInsights(discs: readonly UserDisc[]): BagInsights | null {
  const catalogue = usePreparedCatalogue();
  const { arm } = useThrower();
  const cls = armClass(arm);
  return useMemo(() => {
    if (!catalogue) return null;
    return bagInsights(insightDiscsOf(discs), catalogue, cls);
  }, [discs, catalogue, cls]);
}
