/**
 * StabilityAxes: the five stability bands, grid, turn + fade ticks with the understable and
 * overstable ends, and the speed axis, drawn in plot coordinates.
 */
import type { StabilityLabel } from '../../../core/disc/types';
import type { StabilityLayout } from './stability-layout';

export const BAND_CLASSES: Record<StabilityLabel, string> = {
  'Very Understable': 'fill-sky-100 dark:fill-sky-900/70',
  Understable: 'fill-cyan-50 dark:fill-cyan-900/45',
  Stable: 'fill-emerald-50 dark:fill-emerald-900/40',
  Overstable: 'fill-amber-50 dark:fill-amber-900/40',
  'Very Overstable': 'fill-orange-100 dark:fill-orange-900/60',
};

export function StabilityAxes({ layout }: { layout: StabilityLayout }) {
  const { plot, fontSize: fs } = layout;
  const { width, height } = plot;
  return (
    <g aria-hidden="true" fontSize={fs * 0.85} className="fill-current">
      {layout.bands.map((b) => (
        <g key={b.label}>
          <rect x={b.x} y={0} width={b.width} height={height} className={BAND_CLASSES[b.label]} />
          <text
            x={b.x + b.width / 2}
            y={-fs * 0.7}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={fs * 0.8}
            fontWeight={600}
          >
            {b.text}
          </text>
        </g>
      ))}
      {layout.speedTicks.map((t) => (
        <g key={t.y}>
          <line
            x1={0}
            x2={width}
            y1={t.y}
            y2={t.y}
            className="stroke-slate-900/10 dark:stroke-white/10"
          />
          {t.label !== null && (
            <text x={-fs * 0.4} y={t.y} textAnchor="end" dominantBaseline="middle">
              {t.label}
            </text>
          )}
        </g>
      ))}
      {layout.xTicks.map((t) => (
        <g key={t.x}>
          <line
            x1={t.x}
            x2={t.x}
            y1={0}
            y2={height}
            className="stroke-slate-900/10 dark:stroke-white/10"
          />
          {t.label !== null && (
            <text x={t.x} y={height + fs * 1.1} textAnchor="middle" dominantBaseline="middle">
              {t.label}
            </text>
          )}
        </g>
      ))}
      <rect
        data-testid="plot-area"
        width={width}
        height={height}
        fill="none"
        className="stroke-slate-300 dark:stroke-slate-700"
      />
      <text
        transform={`translate(${-fs * 2.5} ${height / 2}) rotate(-90)`}
        textAnchor="middle"
        dominantBaseline="middle"
        fontWeight={600}
      >
        Speed
      </text>
      <text
        x={0}
        y={height + fs * 2.6}
        dominantBaseline="middle"
        fontWeight={600}
        data-testid="axis-left"
      >
        ← {layout.ends.left}
      </text>
      <text
        x={width / 2}
        y={height + fs * 2.6}
        textAnchor="middle"
        dominantBaseline="middle"
        fontWeight={600}
      >
        Turn + fade
      </text>
      <text
        x={width}
        y={height + fs * 2.6}
        textAnchor="end"
        dominantBaseline="middle"
        fontWeight={600}
        data-testid="axis-right"
      >
        {layout.ends.right} →
      </text>
    </g>
  );
}
