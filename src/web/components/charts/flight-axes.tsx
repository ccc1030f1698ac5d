/**
 * FlightAxes: grid, distance labels in the chosen unit (distance from the tee upwards, drift left
 * and right of the centre line) and the tee marker of the flight chart, in plot coordinates.
 */
import type { FlightLayout } from './flight-layout';

export function FlightAxes({ layout }: { layout: FlightLayout }) {
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
          className={
            x === centre
              ? 'stroke-slate-400 dark:stroke-slate-500'
              : 'stroke-slate-200 dark:stroke-slate-800'
          }
        />
      ))}
      {grid.ys.map((y) => (
        <line
          key={`y${y}`}
          x1={0}
          x2={width}
          y1={y}
          y2={y}
          className="stroke-slate-200 dark:stroke-slate-800"
        />
      ))}
      {layout.distanceTicks.map((t) => (
        <text key={t.y} x={-fs * 0.4} y={t.y} textAnchor="end" dominantBaseline="middle">
          {t.label}
        </text>
      ))}
      <text
        transform={`translate(${-fs * 2.9} ${height / 2}) rotate(-90)`}
        textAnchor="middle"
        dominantBaseline="middle"
        fontWeight={600}
      >
        {layout.distanceTitle}
      </text>
      {layout.lateralTicks.map((t) => (
        <text key={t.x} x={t.x} y={height + fs * 1.1} textAnchor="middle" dominantBaseline="middle">
          {t.label}
        </text>
      ))}
      <text x={0} y={height + fs * 2.6} dominantBaseline="middle" fontWeight={600}>
        ← Left
      </text>
      <text
        x={centre}
        y={height + fs * 2.6}
        textAnchor="middle"
        dominantBaseline="middle"
        fontWeight={600}
      >
        {layout.driftTitle}
      </text>
      <text
        x={width}
        y={height + fs * 2.6}
        textAnchor="end"
        dominantBaseline="middle"
        fontWeight={600}
      >
        Right →
      </text>
      <g data-testid="tee">
        <circle
          cx={centre}
          cy={height}
          r={fs * 0.45}
          className="fill-slate-700 stroke-white dark:fill-slate-200 dark:stroke-slate-900"
          strokeWidth={2}
        />
        <text
          x={centre + fs * 0.8}
          y={height - fs * 0.8}
          dominantBaseline="middle"
          fontWeight={600}
        >
          Tee
        </text>
      </g>
    </g>
  );
}
