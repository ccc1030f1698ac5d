/**
 * FlightAxes: grid, distance labels in the chosen unit (distance from the tee upwards, drift left
 * and right of the centre line) and the tee marker of the flight chart, in plot coordinates.
 */
import { useLingui } from '@lingui/react/macro';
import { BottomTickLabel, BottomTitles, LeftTickLabel, SideTitle } from './chart-axis-text';
import type { FlightLayout } from './flight-layout';

export function FlightAxes({ layout }: { layout: FlightLayout }) {
  const { t } = useLingui();
  const { plot, grid, fontSize: fs } = layout;
  const { width, height } = plot;
  const centre = width / 2;
  return (
    <g aria-hidden="true" fontSize={fs * 0.85} className="fill-current">
      <rect
        data-testid="plot-area"
        width={width}
        height={height}
        className="fill-slate-50 stroke-slate-300 dark:fill-slate-900 dark:stroke-slate-700"
      />
      {grid.xs.map((x) => (
        <line
          key={`x${x}`}
          x1={x}
          x2={x}
          y1={0}
          y2={height}
          strokeWidth={x === centre ? 1.5 : 1}
          strokeDasharray={x === centre ? '6 4' : undefined}
          className={x === centre ? 'stroke-slate-400 dark:stroke-slate-500' : 'stroke-border'}
        />
      ))}
      {grid.ys.map((y) => (
        <line key={`y${y}`} x1={0} x2={width} y1={y} y2={y} className="stroke-border" />
      ))}
      {layout.distanceTicks.map((t) => (
        <LeftTickLabel key={t.y} y={t.y} fs={fs}>
          {t.label}
        </LeftTickLabel>
      ))}
      <SideTitle plot={plot} fs={fs} offset={3.1}>
        {layout.distanceTitle}
      </SideTitle>
      {layout.lateralTicks.map((t) => (
        <BottomTickLabel key={t.x} x={t.x} plot={plot} fs={fs}>
          {t.label}
        </BottomTickLabel>
      ))}
      <BottomTitles
        plot={plot}
        fs={fs}
        left={`← ${t`Left`}`}
        centre={layout.driftTitle}
        right={`${t`Right`} →`}
      />
      <g data-testid="tee">
        <circle
          cx={centre}
          cy={height}
          r={fs * 0.45}
          className="fill-slate-700 stroke-surface dark:fill-slate-200"
          strokeWidth={2}
        />
        <text
          x={centre + fs * 0.8}
          y={height - fs * 0.8}
          dominantBaseline="middle"
          fontWeight={600}
        >
          {t({ message: 'Tee', context: 'where the throw starts, on the flight chart' })}
        </text>
      </g>
    </g>
  );
}
