/**
 * A shared bag's measured landings (decision 0030), when its owner shows them: the charts draw
 * them as the owner's own charts do, labelled as the owner's throws ("Their throws").
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { SharedBag } from '../../../core/schemas/share';
import type { Throw } from '../../../core/schemas/throw';
import { summariseThrows } from '../../../core/throws/throw-summary';
import { MyThrowsContext, type MyThrowsSource } from '../../components/charts/player-thrower';

const nothing = () => undefined;

export function SharedThrowsProvider({
  bag,
  discs,
  children,
}: {
  bag: SharedBag;
  /** The bag's discs as the charts take them (shared-discs.ts), in the answer's order. */
  discs: readonly UserDisc[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const theirThrows = t`Their throws`;
  const value = useMemo<MyThrowsSource | null>(() => {
    const log: Throw[] = bag.discs.flatMap((d, i) =>
      (d.landings ?? []).map((l, n) => ({
        id: `${i}-${n}`,
        userDiscId: discs[i]?.id ?? '',
        distanceFt: l.distanceFt,
        throwType: l.throwType,
        effort: l.effort,
        finishFt: l.finishFt,
        release: null,
        note: '',
        thrownAt: '',
        measuredBy: 'typed' as const,
        gpsAccuracyM: null,
        createdAt: '',
        updatedAt: '',
      })),
    );
    if (log.length === 0) return null;
    return { summary: summariseThrows(log), discs, want: nothing, label: theirThrows };
  }, [bag.discs, discs, theirThrows]);
  if (!value) return children;
  return <MyThrowsContext value={value}>{children}</MyThrowsContext>;
}
