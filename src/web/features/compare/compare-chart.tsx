/**
 * The compared discs' flights on one chart for the player's thrower, what it rests on, and how
 * each differs from the first in words ('Teebird: 40 ft shorter, finishes 15 ft further left').
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { differenceText } from '../../components/charts/distance-words';
import { FlightPlot, landsText } from '../../components/charts/flight-plot';
import { ThrowerControls } from '../../components/charts/thrower-controls';
import { useActiveDisc } from '../../components/charts/use-active-disc';
import type { DistanceUnit } from '../../../core/flight/thrower';
import type { CompareLayout } from './use-compare-layout';

export function CompareChart({
  layout,
  unit,
  hand,
  view,
}: {
  layout: CompareLayout;
  unit: DistanceUnit;
  hand: string;
  view: string;
}) {
  const { activeId, handlers } = useActiveDisc();
  const { t: tr, i18n } = useLingui();
  const anyMeasured = layout.lines.some((l) => l.measured);
  const first = layout.lines[0];
  const flights = layout.lines.map((l) => `${l.disc.name} ${landsText(l)}`).join('; ');
  const measuredNames = layout.lines
    .flatMap((l) => (l.measured ? [`${l.disc.name} (${l.measured.count})`] : []))
    .join(', ');
  const firstName = first?.disc.name ?? '';
  return (
    <section
      aria-labelledby="compare-chart-title"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <h2 id="compare-chart-title" className="mb-3 text-lg font-semibold text-fg">
        <Trans>Flights</Trans>
      </h2>
      <ThrowerControls showView={false} />
      <div className="mb-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-slate-700 dark:text-slate-200">
          {hand}
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-100">
          {view}
        </span>
      </div>
      <div data-testid="flight-chart">
        <FlightPlot
          layout={layout}
          title={tr`Compared flights`}
          desc={tr`${view}. ${hand}, seen from behind the thrower: ${flights}.`}
          activeId={activeId}
          handlers={handlers}
        />
      </div>
      <p className="mt-2 text-xs text-fg-faint">
        {layout.scaleNote}
        {anyMeasured && ' '}
        {anyMeasured && (
          <Trans>
            Measured from your throws (solid lines): {measuredNames}; dots are your latest landings,
            the shaded oval where the middle half of the throws land. The others are modelled
            (dashed).
          </Trans>
        )}
      </p>
      {first && layout.lines.length > 1 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-fg">
            <Trans>Compared with {firstName}</Trans>
          </h3>
          <ul
            className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-fg-soft"
            data-testid="compare-words"
          >
            {layout.lines.slice(1).map((l) => (
              <li key={l.disc.id}>{differenceText(l.disc.name, l, first, unit, i18n)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
