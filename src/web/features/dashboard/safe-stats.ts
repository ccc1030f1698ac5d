/** dashboardStats without throwing: the stats, or null when computing them failed (logged). */
import type { Bag, UserDisc } from '../../../core/bag-types';
import { dashboardStats, type DashboardStats } from '../../../core/stats/dashboard';

export const STATS_FAILED = 'Failed to calculate dashboard statistics.';

export function safeDashboardStats(
  bags: readonly Bag[],
  discs: readonly UserDisc[],
  compute: typeof dashboardStats = dashboardStats,
): DashboardStats | null {
  try {
    return compute(bags, discs);
  } catch (err) {
    console.warn(STATS_FAILED, err);
    return null;
  }
}
