/**
 * FlightPlot: the SVG of a flight chart for a prepared layout — thin paths in each disc's colour
 * over a quiet halo, landing dots, grouped labels with leader lines, and the active disc
 * highlighted (others dimmed) with a call-out of its numbers.
 *   <FlightPlot layout={layout} title="Flight chart" desc="…" unit="feet" activeId handlers />
 */
import { msg, plural } from '@lingui/core/macro';
import { currentI18n } from '../../i18n/current';
import { relativeLuminance } from '../../../core/disc/color';
import { ActiveCallout, ChartMarks } from './chart-marks';
import { ChartSvg } from './chart-svg';
import { FlightAxes } from './flight-axes';
import { stabilityText } from './distance-words';
import type { FlightLayout, FlightLine } from './flight-layout';
import type { ActiveDiscHandlers } from './use-active-disc';

export const landsText = (l: FlightLine) => {
  const { distanceText: distance, driftText: drift } = l;
  return currentI18n()._(msg`${distance}, lands ${drift}`);
};

/** 'Measured (6 throws)', 'Measured (6 throws), finish modelled' or 'Modelled'. */
export const sourceText = (l: FlightLine) => {
  if (!l.measured) return currentI18n()._(msg`Modelled`);
  const count = l.measured.count;
  return l.measured.finishMeasured
    ? currentI18n()._(msg`Measured (${plural(count, { one: '# throw', other: '# throws' })})`)
    : currentI18n()._(
        msg`Measured (${plural(count, { one: '# throw', other: '# throws' })}), finish modelled`,
      );
};

/** The dash of a modelled path drawn beside measured ones. */
export const MODELLED_DASH = '5 4';

/**
 * The halo under a path: the plot's own colour (it separates crossing paths without an outline),
 * except for a disc colour that would vanish into the plot, which gets a quiet grey edge in that
 * theme (white discs on the light plot, black discs on the dark one).
 */
export function haloClass(color: string): string {
  const l = relativeLuminance(color);
  if (l > 0.7) return 'stroke-slate-400 dark:stroke-slate-900';
  if (l < 0.03) return 'stroke-slate-50 dark:stroke-slate-400';
  return 'stroke-slate-50 dark:stroke-slate-900';
}

function FlightMark({ line, width, r }: { line: FlightLine; width: number; r: number }) {
  const halo = haloClass(line.disc.color);
  const spread = line.measured?.spread;
  return (
    <>
      {spread && (
        <ellipse
          cx={spread.cx}
          cy={spread.cy}
          rx={spread.rx}
          ry={spread.ry}
          fill={line.disc.color}
          fillOpacity={0.16}
          stroke={line.disc.color}
          strokeOpacity={0.7}
          strokeWidth={1}
          data-testid="landing-spread"
        />
      )}
      {line.measured?.landings.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={r * 0.6}
          fill={line.disc.color}
          fillOpacity={0.55}
          className="stroke-slate-600 dark:stroke-slate-300"
          strokeWidth={0.75}
          data-testid="landing-dot"
        />
      ))}
      <path
        d={line.d}
        fill="none"
        className={halo}
        strokeOpacity={0.9}
        strokeWidth={width + 2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-halo=""
      />
      <path
        d={line.d}
        fill="none"
        stroke={line.disc.color}
        strokeWidth={line.measured ? width + 0.75 : width}
        strokeDasharray={line.dashed ? MODELLED_DASH : undefined}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-source={line.measured ? 'measured' : 'modelled'}
      />
      <circle
        cx={line.end.x}
        cy={line.end.y}
        r={r}
        fill={line.disc.color}
        className="stroke-slate-600 dark:stroke-slate-300"
        strokeWidth={1.25}
      />
    </>
  );
}

export function FlightPlot(props: {
  layout: FlightLayout;
  title: string;
  desc: string;
  activeId: string | null;
  handlers: ActiveDiscHandlers;
}) {
  const { layout, activeId, handlers } = props;
  const { plot, fontSize: fs, dotRadius: r } = layout;
  const narrow = fs > 14;
  const stroke = narrow ? 2.5 : 2;
  const active = layout.lines.find((l) => l.disc.id === activeId);
  // Longest flights first, so shorter paths sharing the trunk near the tee stay on top.
  const byLength = [...layout.lines].sort((a, b) => b.distanceFeet - a.distanceFeet);
  return (
    <ChartSvg title={props.title} desc={props.desc} viewBox={layout.viewBox} plot={plot}>
      <FlightAxes layout={layout} />
      <ChartMarks
        items={byLength}
        active={active}
        fade={0.2}
        testId="flight-path"
        tagged
        labels={layout.labels}
        labelTestId="flight-label"
        fontSize={fs}
        label={(line) => `${line.disc.summary}; ${landsText(line)}`}
        handlers={handlers}
      >
        {(line) => <FlightMark line={line} width={stroke} r={r} />}
      </ChartMarks>
      {active && (
        <ActiveCallout
          disc={active.disc}
          detail={`${stabilityText(active.disc.stability)} · ${landsText(active)}`}
          x={active.end.x}
          y={active.end.y}
          fontSize={fs * 0.9}
          bounds={plot}
          placement="above"
        >
          <FlightMark line={active} width={stroke + 1.5} r={r + 1} />
        </ActiveCallout>
      )}
    </ChartSvg>
  );
}
