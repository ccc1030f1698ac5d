/**
 * StabilityAxes: the five stability bands, grid, turn + fade ticks with the understable and
 * overstable ends, and the speed axis, drawn in plot coordinates.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { StabilityLabel } from '../../../core/disc/types';
import { BottomTickLabel, BottomTitles, LeftTickLabel, SideTitle } from './chart-axis-text';
import type { StabilityLayout } from './stability-layout';

export const BAND_CLASSES: Record<StabilityLabel, string> = {
  'Very Understable': 'fill-band-very-understable',
  Understable: 'fill-band-understable',
  Stable: 'fill-band-stable',
  Overstable: 'fill-band-overstable',
  'Very Overstable': 'fill-band-very-overstable',
};

type Segment = { x1: number; x2: number; y1: number; y2: number };
const GridLine = (s: Segment) => (
  <line {...s} className="stroke-slate-900/10 dark:stroke-white/10" />
);

export function StabilityAxes({ layout }: { layout: StabilityLayout }) {
  const { t } = useLingui();
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
          <GridLine x1={0} x2={width} y1={t.y} y2={t.y} />
          {t.label !== null && (
            <LeftTickLabel y={t.y} fs={fs}>
              {t.label}
            </LeftTickLabel>
          )}
        </g>
      ))}
      {layout.xTicks.map((t) => (
        <g key={t.x}>
          <GridLine x1={t.x} x2={t.x} y1={0} y2={height} />
          {t.label !== null && (
            <BottomTickLabel x={t.x} plot={plot} fs={fs}>
              {t.label}
            </BottomTickLabel>
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
      <SideTitle plot={plot} fs={fs} offset={2.5}>
        <Trans>Speed</Trans>
      </SideTitle>
      <BottomTitles
        plot={plot}
        fs={fs}
        left={`← ${layout.ends.left}`}
        centre={t`Turn + fade`}
        right={`${layout.ends.right} →`}
        endTestIds={{ left: 'axis-left', right: 'axis-right' }}
      />
    </g>
  );
}
