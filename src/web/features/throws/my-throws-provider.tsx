/**
 * Gives the charts and the advice what the one model of the player reads (decision 0046): the
 * summary of the log (decision 0039: per disc and throw type, never the log itself) and the
 * player's discs. They are read only after a chart or the advice asks (`want`), so pages without
 * either read nothing more; a summary the page came with (a server-drawn page carries it, decision
 * 0034) is used from the first render, so the server draws a measured disc's landings too and the
 * app's first render is the server's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { MyThrowsContext, type MyThrowsSource } from '../../components/charts/player-thrower';
import { useSession } from '../../data/session';
import { throwSummaryKey, useThrowSummary } from '../../data/use-throws';
import { useUserDiscs } from '../../data/use-user-discs';

export function MyThrowsProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id ?? null;
  const client = useQueryClient();
  const [wanted, setWanted] = useState(
    () => userId !== null && client.getQueryData(throwSummaryKey(userId)) !== undefined,
  );
  const player = wanted ? userId : null;
  const summary = useThrowSummary(player);
  const discs = useUserDiscs(player);
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo<MyThrowsSource>(
    () => ({ summary: summary.data ?? null, discs: discs.data ?? NO_DISCS, want }),
    [summary.data, discs.data, want],
  );
  return <MyThrowsContext value={value}>{children}</MyThrowsContext>;
}

const NO_DISCS: never[] = [];
