/**
 * Gives the charts and the advice the player's fitted arm and measured discs (decision 0030).
 * The log and the discs are read only after a chart or the advice asks (`want`), so pages
 * without either read nothing more.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { myThrows, type MyThrows } from '../../../core/throws/my-arm';
import { MyThrowsContext, type MyThrowsSource } from '../../components/charts/player-thrower';
import { useSession } from '../../data/session';
import { useThrows } from '../../data/use-throws';
import { useUserDiscs } from '../../data/use-user-discs';

export function MyThrowsProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id ?? null;
  const [wanted, setWanted] = useState(false);
  const player = wanted ? userId : null;
  const throws = useThrows(player);
  const discs = useUserDiscs(player);
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo<MyThrowsSource>(() => {
    const log = throws.data ?? [];
    const byId = new Map<string, UserDisc>((discs.data ?? []).map((d) => [d.id, d]));
    const flightOf = (id: string) => {
      const d = byId.get(id);
      return d ? (withPersonalFlight(d).discDetails ?? undefined) : undefined;
    };
    const of = (type: 'backhand' | 'forehand'): MyThrows | null => {
      if (log.length === 0) return null;
      const mine = myThrows(log, flightOf, type);
      return mine.arm || mine.measured.size > 0 ? mine : null;
    };
    return { byType: { backhand: of('backhand'), forehand: of('forehand') }, want };
  }, [throws.data, discs.data, want]);
  return <MyThrowsContext value={value}>{children}</MyThrowsContext>;
}
