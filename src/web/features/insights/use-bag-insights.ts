import { useMemo } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import {
  bagInsights,
  insightDiscsOf,
  type BagInsights,
  type PlayedFlights,
} from '../../../core/insights/insights';
import { armClass } from '../../../core/insights/roles';
import { playedFlights } from '../../../core/player/player-model';
import { usePreparedCatalogue } from '../../data/use-prepared-catalogue';
import { usePlayerThrower } from '../../components/charts/player-thrower';

/**
 * A bag's insights for the player's arm (the player model's: fitted from their throws, else the
 * stored one), with roles read from how the discs fly for them (decision 0046); null while the
 * catalogue loads.
 */
export function useBagInsights(
  discs: readonly UserDisc[],
): (BagInsights & { played: PlayedFlights }) | null {
  const catalogue = usePreparedCatalogue();
  const { arm, model, throwType } = usePlayerThrower();
  const cls = armClass(arm);
  const played = useMemo(() => playedFlights(model, throwType), [model, throwType]);
  return useMemo(() => {
    if (!catalogue) return null;
    return { ...bagInsights(insightDiscsOf(discs), catalogue, cls, played), played };
  }, [discs, catalogue, cls, played]);
}
