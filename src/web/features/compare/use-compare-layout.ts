/**
 * useCompareLayout: the compared discs in the player's colours (decision 0046 when two would look
 * alike), charted for the player's thrower; one of the player's discs with enough logged throws
 * flies to where they land (decision 0030). `ref` goes on the view, whose width picks the layout.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Disc } from '../../../core/disc/types';
import type { Thrower } from '../../../core/flight/thrower';
import { armText, layoutWords, throwText } from '../../components/charts/distance-words';
import { catalogueChartDisc, type ChartDisc } from '../../components/charts/chart-discs';
import { modelLayout } from '../../components/charts/flight-layout';
import { useNarrowChart } from '../../components/charts/use-narrow-chart';
import { parseCompareRef } from '../../lib/compare-selection';
import { useHandedness } from '../../lib/use-handedness';
import { armName, usePlayerThrower } from '../../components/charts/player-thrower';
import { COMPARE_COLORS, compareColours } from '../../../core/player/disc-colours';

export function useCompareLayout(discs: readonly Disc[]) {
  const [ref, narrow] = useNarrowChart<HTMLDivElement>();
  const t = usePlayerThrower();
  const { handedness } = useHandedness();
  const { t: tr, i18n } = useLingui();
  const ownDiscs = t.ownDiscs;
  const colours = useMemo(() => {
    const byId = new Map(ownDiscs.map((d) => [d.id, d.color]));
    return compareColours(
      discs.map((d) => {
        const { userDiscId } = parseCompareRef(d.id);
        return userDiscId ? byId.get(userDiscId) : null;
      }),
    );
  }, [discs, ownDiscs]);
  const charted = useMemo(
    () =>
      discs
        .map((d, i) => catalogueChartDisc(d, colours[i] ?? COMPARE_COLORS[0]))
        .filter((d): d is ChartDisc => d !== null),
    [discs, colours],
  );
  const thrower: Thrower = { arm: t.arm, throwType: t.throwType, handedness };
  const layout = modelLayout(
    charted,
    thrower,
    t.unit,
    narrow,
    undefined,
    (d) => {
      const { userDiscId } = parseCompareRef(d.id);
      return userDiscId ? t.measured?.get(userDiscId) : undefined;
    },
    undefined,
    layoutWords(i18n),
  );
  const hand = throwText(handedness, t.throwType);
  const arm = armText(t.arm, t.unit);
  const view = t.myArm || t.fittedArm ? armName(t) : tr`Arm model · ${arm}`;
  return { ref, colours, layout, unit: t.unit, hand, view };
}

/** The compared discs' flights as drawn: a line per charted disc, with its words. */
export type CompareLayout = ReturnType<typeof useCompareLayout>['layout'];
