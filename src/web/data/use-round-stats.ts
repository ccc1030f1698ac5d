/**
 * The player's round statistics (GET /api/rounds/stats: computed on the server by
 * core/rounds/stats.ts from every round, so the screen never reads the whole history). Kept
 * under the rounds' key, so whatever makes the rounds read again makes these too.
 */
import { useQuery } from '@tanstack/react-query';
import * as roundRoutes from '../../core/api/round-routes';
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import { callApi } from '../lib/api-client';
import { LIST_STALE_MS, readRetryOptions, roundsKey } from './query-policy';

export const roundStatsKey = (userId: string | null) => [...roundsKey(userId), 'stats'] as const;

export function useRoundStats(userId: string | null) {
  return useQuery<RoundStatsAnswer, Error>({
    queryKey: roundStatsKey(userId),
    queryFn: () => callApi(roundRoutes.getRoundStats),
    enabled: userId !== null,
    staleTime: LIST_STALE_MS,
    ...readRetryOptions,
  });
}
