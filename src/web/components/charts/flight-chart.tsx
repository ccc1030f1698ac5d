/**
 * FlightChart: top-down flight paths of a bag's discs for the stored thrower (arm, throw, hand,
 * units), in the arm model (decision 0008, the default) or the flight-numbers geometry of the
 * product rules (decision 0004).
 *   <FlightChart discs={userDiscs} handedness="righty" | "lefty" />
 * Controls to change the thrower, a legend that hides and highlights discs, a 'not charted' note
 * and a data table with distance and drift in the chosen unit.
 */
import { useCallback, useMemo, useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { Handedness } from '../../../core/flight/handedness';
import { armLabel, throwLabel, type Thrower } from '../../../core/flight/thrower';
import { useThrower } from '../../lib/use-thrower';
import { chartDataRow, notChartedRows, splitChartDiscs, type ChartDisc } from './chart-discs';
import { ChartDataTable } from './chart-data-table';
import { FlightLegend } from './flight-legend';
import { modelLayout, numbersLayout } from './flight-layout';
import { FlightPlot, landsText } from './flight-plot';
import { NotChartedNote } from './not-charted-note';
import { ThrowerControls } from './thrower-controls';
import { useActiveDisc } from './use-active-disc';
import { useNarrowChart } from './use-narrow-chart';

export interface ChartProps {
  discs: UserDisc[];
  handedness: Handedness;
}

export const handLabel = (h: Handedness) =>
  h === 'lefty' ? 'Left-hand backhand' : 'Right-hand backhand';

/** The chart's layout for the stored view and thrower (memoised on plain values). */
export function useFlightLayout(
  discs: readonly ChartDisc[],
  handedness: Handedness,
  narrow: boolean,
) {
  const t = useThrower();
  const armKey = typeof t.arm === 'string' ? t.arm : t.arm.maxFeet;
  const layout = useMemo(() => {
    const thrower: Thrower = {
      arm: typeof armKey === 'string' ? armKey : { maxFeet: armKey },
      throwType: t.throwType,
      handedness,
    };
    return (t.view === 'numbers' ? numbersLayout : modelLayout)(discs, thrower, t.unit, narrow);
  }, [discs, armKey, t.throwType, t.unit, t.view, handedness, narrow]);
  const viewText =
    t.view === 'numbers' ? 'Flight numbers' : `Arm model · ${armLabel(t.arm, t.unit)}`;
  return { layout, viewText, unit: t.unit, throwType: t.throwType, view: t.view };
}

export function FlightChart({ discs, handedness }: ChartProps) {
  const [ref, narrow] = useNarrowChart<HTMLElement>();
  const { charted, notCharted } = useMemo(() => splitChartDiscs(discs), [discs]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => charted.filter((d) => !hidden.has(d.id)), [charted, hidden]);
  const all = useFlightLayout(charted, handedness, narrow);
  const { layout, viewText, unit, throwType } = useFlightLayout(shown, handedness, narrow);
  const { activeId, handlers } = useActiveDisc();
  const toggle = useCallback(
    (id: string) =>
      setHidden((h) => {
        const next = new Set(h);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const hand = throwLabel(handedness, throwType);
  const n = shown.length;
  const desc =
    `${viewText}. ${hand}, seen from behind the thrower. ${n} disc${n === 1 ? '' : 's'}` +
    (n ? `: ${layout.lines.map((l) => `${l.disc.name} ${landsText(l)}`).join('; ')}.` : '.');

  return (
    <figure ref={ref} className="w-full max-w-4xl min-w-0" data-testid="flight-chart">
      <ThrowerControls />
      <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {hand}
        </span>
        <span
          className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-100"
          data-testid="flight-view"
        >
          {viewText}
        </span>
      </div>
      <FlightPlot
        layout={layout}
        title="Flight chart"
        desc={desc}
        activeId={activeId}
        handlers={handlers}
      />
      <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        <span data-testid="flight-scale">{layout.scaleNote}</span> Seen from behind the thrower
        {layout.view === 'model'
          ? '; distances are a guide for a typical thrower, not a prediction.'
          : '.'}
      </figcaption>
      <FlightLegend
        discs={all.layout.lines}
        hidden={hidden}
        onToggle={toggle}
        handlers={handlers}
      />
      <NotChartedNote discs={notCharted} />
      <ChartDataTable
        caption={`Flight chart data: ${viewText.toLowerCase()}, ${hand.toLowerCase()}, ${unit}`}
        columns={['Disc', 'Speed', 'Glide', 'Turn', 'Fade', 'Stability', 'Distance', 'Lands']}
        rows={[
          ...all.layout.lines.map((l) =>
            chartDataRow(l.disc.id, l.disc.name, l.disc, [
              l.disc.stability,
              l.distanceText,
              l.driftText,
            ]),
          ),
          ...notChartedRows(notCharted, ['?', 'Not charted', '—']),
        ]}
      />
    </figure>
  );
}
