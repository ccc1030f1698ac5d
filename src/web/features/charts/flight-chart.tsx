/**
 * FlightChart: top-down flight paths of a bag's discs (docs/decisions/0005).
 *   <FlightChart discs={userDiscs} handedness="righty" | "lefty" />
 * One path per disc in its colour over a contrasting outline, names at the landing points,
 * hover or focus for the numbers, a hand legend, a 'not charted' note and a data table.
 */
import { useMemo } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { formatFlightNumber as f } from '../../../core/disc/badge';
import type { Handedness } from '../../../core/flight/handedness';
import { notChartedRows, splitChartDiscs } from './chart-discs';
import { ChartDataTable } from './chart-data-table';
import { ChartSvg, flightNumbersLine } from './chart-svg';
import { ChartLabel } from './chart-label';
import { ChartTooltip } from './chart-tooltip';
import { FlightAxes } from './flight-axes';
import { flightLayout, formatDistance, formatLateral, type FlightLine } from './flight-layout';
import { NotChartedNote } from './not-charted-note';
import { useActiveDisc } from './use-active-disc';
import { useNarrowChart } from './use-narrow-chart';

export interface ChartProps {
  discs: UserDisc[];
  handedness: Handedness;
}

export const handLabel = (h: Handedness) =>
  h === 'lefty' ? 'Left-hand backhand' : 'Right-hand backhand';

const lands = (l: FlightLine) =>
  `${formatDistance(l.distanceFeet, l.capped)}, lands ${formatLateral(l.lateralFeet)}`;

function FlightMark({ line, width }: { line: FlightLine; width: number }) {
  return (
    <>
      <path
        d={line.d}
        fill="none"
        stroke={line.disc.outline}
        strokeOpacity={0.8}
        strokeWidth={width + 3}
        strokeLinecap="round"
      />
      <path
        d={line.d}
        fill="none"
        stroke={line.disc.color}
        strokeWidth={width}
        strokeLinecap="round"
      />
      <circle
        cx={line.end.x}
        cy={line.end.y}
        r={width + 2}
        fill={line.disc.color}
        stroke={line.disc.outline}
        strokeWidth={1.5}
      />
    </>
  );
}

export function FlightChart({ discs, handedness }: ChartProps) {
  const [ref, narrow] = useNarrowChart<HTMLElement>();
  const { charted, notCharted } = useMemo(() => splitChartDiscs(discs), [discs]);
  const layout = useMemo(
    () => flightLayout(charted, handedness, narrow),
    [charted, handedness, narrow],
  );
  const { activeId, handlers } = useActiveDisc();
  const { plot, fontSize: fs } = layout;
  const active = layout.lines.find((l) => l.disc.id === activeId);
  // Longest flights first, so shorter paths sharing the trunk near the tee stay on top.
  const byLength = [...layout.lines].sort((a, b) => b.distanceFeet - a.distanceFeet);
  const dim = (id: string) => (active && active.disc.id !== id ? 0.25 : 1);
  const hand = handLabel(handedness);
  const desc =
    `${hand}, seen from behind the thrower. ${charted.length} disc${charted.length === 1 ? '' : 's'}` +
    (charted.length
      ? `: ${layout.lines.map((l) => `${l.disc.name} ${lands(l)}`).join('; ')}.`
      : '.');

  return (
    <figure ref={ref} className="w-full" data-testid="flight-chart">
      <ChartSvg title="Flight chart" desc={desc} viewBox={layout.viewBox} plot={plot}>
        <FlightAxes layout={layout} />
        {byLength.map((line) => (
          <g
            key={line.disc.id}
            tabIndex={0}
            role="img"
            aria-label={line.disc.summary}
            data-testid="flight-path"
            opacity={dim(line.disc.id)}
            className="cursor-pointer outline-none"
            {...handlers(line.disc.id)}
          >
            <FlightMark line={line} width={narrow ? 3.5 : 3} />
          </g>
        ))}
        {layout.lines.map((line) => (
          <g
            key={line.disc.id}
            aria-hidden="true"
            data-testid="flight-label"
            opacity={dim(line.disc.id)}
            className="cursor-pointer"
            {...handlers(line.disc.id)}
          >
            <ChartLabel label={line.label} fontSize={fs} />
          </g>
        ))}
        {active && (
          <g aria-hidden="true" pointerEvents="none">
            <FlightMark line={active} width={narrow ? 5 : 4.5} />
            <ChartLabel label={active.label} fontSize={fs} bold />
            <ChartTooltip
              x={active.end.x}
              y={active.end.y}
              fontSize={fs * 0.9}
              bounds={plot}
              placement="above"
              lines={[
                `${active.disc.name} · ${active.disc.brand}`,
                flightNumbersLine(active.disc),
                `${active.disc.stability} · ${lands(active)}`,
              ]}
            />
          </g>
        )}
      </ChartSvg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {hand}
        </span>
        <span>Seen from behind the thrower. Distances in feet are illustrative.</span>
      </figcaption>
      <NotChartedNote discs={notCharted} />
      <ChartDataTable
        caption={`Flight chart data, ${hand.toLowerCase()}`}
        columns={['Disc', 'Speed', 'Glide', 'Turn', 'Fade', 'Stability', 'Distance', 'Lands']}
        rows={[
          ...layout.lines.map((l) => ({
            id: l.disc.id,
            cells: [
              l.disc.name,
              f(l.disc.speed),
              f(l.disc.glide),
              f(l.disc.turn),
              f(l.disc.fade),
              l.disc.stability,
              formatDistance(l.distanceFeet, l.capped),
              formatLateral(l.lateralFeet),
            ],
          })),
          ...notChartedRows(notCharted, ['?', 'Not charted', '—']),
        ]}
      />
    </figure>
  );
}
