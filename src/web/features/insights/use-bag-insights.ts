import { useMemo } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { bagInsights, insightDiscsOf, type BagInsights } from '../../../core/insights/insights';
import { armClass } from '../../../core/insights/roles';
import { usePreparedCatalogue } from '../../data/use-prepared-catalogue';
import { usePlayerThrower } from '../../components/charts/player-thrower';

/** A bag's insights for the player's arm: fitted from their throws, else the stored one (null while the catalogue loads). */
export function useBagInsights(discs: readonly UserDisc[]): BagInsights | null {
  const catalogue = usePreparedCatalogue();
  const { arm } = usePlayerThrower();
  const cls = armClass(arm);
  return useMemo(() => {
    if (!catalogue) return null;
    return bagInsights(insightDiscsOf(discs), catalogue, cls);
  }, [discs, catalogue, cls]);
}
