/**
 * StabilityChart: a bag's discs by stability (turn + fade, understable to overstable) and speed,
 * over bands of the five stability labels. Drawn for a right-hand backhand and mirrored, as the
 * flight chart is, for a left hand and for a forehand (the player's Throw setting): a forehand
 * turns and fades as the other hand's backhand.
 *   <StabilityChart discs={userDiscs} handedness="righty" | "lefty" />
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { stabilityText, throwText } from './distance-words';
import { flightNumberText as f } from '../../lib/flight-number-text';
import { STABILITY_LABELS } from '../../../core/disc/types';
import { chartDataRow, notChartedRows, splitChartDiscs } from './chart-discs';
import { ChartDataTable } from './chart-data-table';
import { ActiveCallout, ChartMarks } from './chart-marks';
import { ChartSvg } from './chart-svg';
import type { ChartProps } from './flight-chart';
import { NotChartedNote } from './not-charted-note';
import { BAND_CLASSES, StabilityAxes } from './stability-axes';
import { stabilityLayout, type StabilityDot, type StabilityLayout } from './stability-layout';
import type { UserDisc } from '../../../core/bag-types';
import { drawnHand } from './flight-layout';
import { useActiveDisc } from './use-active-disc';
import { useNarrowChart } from './use-narrow-chart';
import { useThrower } from '../../lib/use-thrower';

function Dot({ dot, r }: { dot: StabilityDot; r: number }) {
  return (
    <circle
      cx={dot.x}
      cy={dot.y}
      r={r}
      fill={dot.disc.color}
      stroke={dot.disc.outline}
      strokeWidth={2}
    />
  );
}

export function StabilityChart({ discs, handedness }: ChartProps) {
  const [ref, narrow] = useNarrowChart<HTMLElement>();
  const { charted, notCharted } = useMemo(() => splitChartDiscs(discs), [discs]);
  const { throwType } = useThrower();
  const frame = drawnHand({ handedness, throwType });
  const layout = useMemo(() => stabilityLayout(charted, frame, narrow), [charted, frame, narrow]);
  const { activeId, handlers } = useActiveDisc();
  const { plot, fontSize: fs } = layout;
  const r = narrow ? 8 : 7;
  const { t } = useLingui();
  const active = layout.dots.find((d) => d.disc.id === activeId);
  const activeDetail = (dot: StabilityDot) => {
    const stability = stabilityText(dot.disc.stability);
    const sum = f(dot.sum);
    return t`${stability} (turn + fade ${sum})`;
  };
  const desc = useStabilityDesc(layout);

  return (
    <figure ref={ref} className="w-full" data-testid="stability-chart">
      <ChartSvg title={t`Stability chart`} desc={desc} viewBox={layout.viewBox} plot={plot}>
        <StabilityAxes layout={layout} />
        <ChartMarks
          items={layout.dots}
          active={active}
          fade={0.3}
          testId="stability-point"
          labels={layout.labels}
          labelTestId="stability-label"
          fontSize={fs}
          label={(dot) => dot.disc.summary}
          handlers={handlers}
        >
          {(dot) => <Dot dot={dot} r={r} />}
        </ChartMarks>
        {active && (
          <ActiveCallout
            disc={active.disc}
            detail={activeDetail(active)}
            x={active.x}
            y={active.y}
            fontSize={fs * 0.9}
            bounds={plot}
          >
            <circle
              cx={active.x}
              cy={active.y}
              r={r + 4}
              fill="none"
              strokeWidth={2}
              className="stroke-slate-900 dark:stroke-white"
            />
            <Dot dot={active} r={r} />
          </ActiveCallout>
        )}
      </ChartSvg>
      <StabilityKey thrower={throwText(handedness, throwType)} />
      <NotChartedNote discs={notCharted} />
      <StabilityDataTable dots={layout.dots} notCharted={notCharted} />
    </figure>
  );
}

/** The chart's description for a screen reader: its axes and every disc's stability and speed. */
function useStabilityDesc(layout: StabilityLayout): string {
  const { t, i18n } = useLingui();
  const n = layout.dots.length;
  const lower = (text: string) => text.toLocaleLowerCase(i18n.locale);
  const left = lower(layout.ends.left);
  const right = lower(layout.ends.right);
  const dots = layout.dots
    .map((d) => {
      const name = d.disc.name;
      const stability = lower(stabilityText(d.disc.stability));
      const speed = f(d.disc.speed);
      return t`${name} ${stability}, speed ${speed}`;
    })
    .join('; ');
  const desc = n
    ? t`Turn + fade from ${left} on the left to ${right} on the right, speed upwards. ${plural(n, { one: '# disc', other: '# discs' })}: ${dots}.`
    : t`Turn + fade from ${left} on the left to ${right} on the right, speed upwards. 0 discs.`;
  return desc;
}

/** The thrower's hand and throw, and the colour of each stability band. */
function StabilityKey({ thrower }: { thrower: string }) {
  return (
    <figcaption className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-faint">
      <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-slate-700 dark:text-slate-200">
        {thrower}
      </span>
      {STABILITY_LABELS.map((label) => (
        <span key={label} className="inline-flex items-center gap-1">
          <svg viewBox="0 0 12 12" className="size-3.5" aria-hidden="true">
            <rect
              x={0.75}
              y={0.75}
              width={10.5}
              height={10.5}
              rx={2}
              strokeWidth={1.5}
              className={`${BAND_CLASSES[label]} stroke-slate-500 dark:stroke-slate-300`}
            />
          </svg>
          {stabilityText(label)}
        </span>
      ))}
    </figcaption>
  );
}

/** Every disc's numbers, turn + fade and stability as a table, the not charted too. */
function StabilityDataTable({
  dots,
  notCharted,
}: {
  dots: readonly StabilityDot[];
  notCharted: readonly UserDisc[];
}) {
  const { t } = useLingui();
  return (
    <ChartDataTable
      caption={t`Stability chart data`}
      columns={[t`Disc`, t`Speed`, t`Glide`, t`Turn`, t`Fade`, t`Turn + fade`, t`Stability`]}
      rows={[
        ...dots.map((d) =>
          chartDataRow(d.disc.id, d.disc.name, d.disc, [f(d.sum), stabilityText(d.disc.stability)]),
        ),
        ...notChartedRows(notCharted, ['?', t`Not charted`]),
      ]}
    />
  );
}
