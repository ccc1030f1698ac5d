/**
 * Gives the charts and the advice the player's fitted arm and measured discs (decision 0030),
 * from the summary of the log (decision 0039: per disc and throw type, never the log itself).
 * The summary and the discs are read only after a chart or the advice asks (`want`), so pages
 * without either read nothing more.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { myThrowsOf, type MyThrows } from '../../../core/throws/my-arm';
import { MyThrowsContext, type MyThrowsSource } from '../../components/charts/player-thrower';
import { useSession } from '../../data/session';
import { useThrowSummary } from '../../data/use-throws';
import { useUserDiscs } from '../../data/use-user-discs';

export function MyThrowsProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id ?? null;
  const [wanted, setWanted] = useState(false);
  const player = wanted ? userId : null;
  const summary = useThrowSummary(player);
  const discs = useUserDiscs(player);
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo<MyThrowsSource>(() => {
    const log = summary.data;
    const byId = new Map<string, UserDisc>((discs.data ?? []).map((d) => [d.id, d]));
    const flightOf = (id: string) => {
      const d = byId.get(id);
      return d ? (withPersonalFlight(d).discDetails ?? undefined) : undefined;
    };
    const of = (type: 'backhand' | 'forehand'): MyThrows | null => {
      if (!log || log.total === 0) return null;
      const mine = myThrowsOf(log, flightOf, type);
      return mine.arm || mine.measured.size > 0 ? mine : null;
    };
    return { byType: { backhand: of('backhand'), forehand: of('forehand') }, want };
  }, [summary.data, discs.data, want]);
  return <MyThrowsContext value={value}>{children}</MyThrowsContext>;
}
