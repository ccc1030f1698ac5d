/**
 * CompareView: up to four catalogue discs side by side — their flight numbers and modelled
 * distance and drift for the stored thrower, their paths on one chart, and how each differs from
 * the first in words ('Teebird: 40 ft shorter, finishes 15 ft further left').
 *   <CompareView discs={catalogueDiscs} onRemove={(id) => …} />
 */
import { categoryNameText } from '../../components/disc/disc-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { flightNumberText as f } from '../../lib/flight-number-text';
import type { Disc } from '../../../core/disc/types';
import type { Thrower } from '../../../core/flight/thrower';
import {
  armText,
  differenceText,
  layoutWords,
  stabilityText,
  throwText,
} from '../../components/charts/distance-words';
import { catalogueChartDisc, type ChartDisc } from '../../components/charts/chart-discs';
import { modelLayout } from '../../components/charts/flight-layout';
import { FlightPlot, landsText, sourceText } from '../../components/charts/flight-plot';
import { ThrowerControls } from '../../components/charts/thrower-controls';
import { useActiveDisc } from '../../components/charts/use-active-disc';
import { useNarrowChart } from '../../components/charts/use-narrow-chart';
import { parseCompareRef } from '../../lib/compare-selection';
import { useHandedness } from '../../lib/use-handedness';
import { armName, usePlayerThrower } from '../../components/charts/player-thrower';
import { COMPARE_COLORS, compareColours } from '../../../core/player/disc-colours';
import { Button } from '../../components/ui/button';

/**
 * A compared disc: a catalogue disc, or one of the player's (`id` is then its compare reference,
 * its numbers the player's own when set, `detail` its plastic, weight and copy).
 */
export interface CompareDisc extends Disc {
  detail?: string;
}

export { COMPARE_COLORS };

export function CompareView({
  discs,
  onRemove,
}: {
  discs: CompareDisc[];
  onRemove: (id: string) => void;
}) {
  const [ref, narrow] = useNarrowChart<HTMLDivElement>();
  const t = usePlayerThrower();
  const { handedness } = useHandedness();
  const { activeId, handlers } = useActiveDisc();
  const { t: tr, i18n } = useLingui();
  // The player's own colours, by the rule of decision 0046 when two would look alike.
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
  // One of the player's discs with enough logged throws flies to where they land (decision 0030).
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
  const anyMeasured = layout.lines.some((l) => l.measured);
  const byId = new Map(layout.lines.map((l) => [l.disc.id, l]));
  const first = layout.lines[0];
  const hand = throwText(handedness, t.throwType);
  const arm = armText(t.arm, t.unit);
  const view = t.myArm || t.fittedArm ? armName(t) : tr`Arm model · ${arm}`;
  const lower = (text: string) => text.toLocaleLowerCase(i18n.locale);
  const notCharted = tr`Not charted`;
  const stability = (d: Disc) => {
    const l = byId.get(d.id);
    return l ? stabilityText(l.disc.stability) : '—';
  };
  const rows: Array<[string, (d: Disc) => string]> = [
    [tr`Brand`, (d) => d.brand],
    [tr`Category`, (d) => categoryNameText(d.category, i18n)],
    [tr`Speed`, (d) => f(d.speed)],
    [tr`Glide`, (d) => f(d.glide)],
    [tr`Turn`, (d) => f(d.turn)],
    [tr`Fade`, (d) => f(d.fade)],
    [tr`Stability`, stability],
    [tr`Distance`, (d) => { const l = byId.get(d.id); return l ? l.distanceText : notCharted; }], // prettier-ignore
    [tr`Lands`, (d) => { const l = byId.get(d.id); return l ? l.driftText : '—'; }], // prettier-ignore
  ];
  if (anyMeasured) {
    rows.push([tr`Source`, (d) => { const l = byId.get(d.id); return !l ? '—' : sourceText(l); }]); // prettier-ignore
  }
  const viewLower = lower(view);
  const handLower = lower(hand);
  const flights = layout.lines.map((l) => `${l.disc.name} ${landsText(l)}`).join('; ');
  const measuredNames = layout.lines
    .flatMap((l) => (l.measured ? [`${l.disc.name} (${l.measured.count})`] : []))
    .join(', ');
  const firstName = first?.disc.name ?? '';

  return (
    <div ref={ref} className="min-w-0 space-y-5" data-testid="compare-view">
      <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm">
        <table className="w-full text-left text-sm" data-testid="compare-numbers">
          <caption className="sr-only">
            <Trans>
              Flight numbers side by side; distance and drift for {viewLower}, {handLower}
            </Trans>
          </caption>
          <thead>
            <tr className="border-b border-border">
              <td />
              {discs.map((d, i) => (
                <th key={d.id} scope="col" className="px-2 py-2 align-top sm:px-3">
                  <span className="flex items-center gap-1.5 font-semibold text-fg">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full ring-1 ring-slate-500 dark:ring-slate-300"
                      style={{ background: colours[i] }}
                    />
                    {d.name}
                  </span>
                  {d.detail && (
                    <span className="block text-xs font-normal text-fg-faint">{d.detail}</span>
                  )}
                  <Button
                    variant="bare"
                    onClick={() => onRemove(d.id)}
                    className="mt-1 rounded text-xs font-normal text-fg-faint underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
                  >
                    <RemoveLabel name={d.name} />
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row" className="px-2 py-1.5 font-medium text-fg-faint sm:px-3">
                  {label}
                </th>
                {discs.map((d) => (
                  <td key={d.id} className="px-2 py-1.5 tabular-nums sm:px-3">
                    {cell(d)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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
              Measured from your throws (solid lines): {measuredNames}; dots are your latest
              landings, the shaded oval where the middle half of the throws land. The others are
              modelled (dashed).
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
                <li key={l.disc.id}>{differenceText(l.disc.name, l, first, t.unit, i18n)}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}

/** 'Remove', with the disc's name for screen readers. */
function RemoveLabel({ name }: { name: string }) {
  return (
    <>
      <Trans context="take a disc out of the comparison">Remove</Trans>
      <span className="sr-only"> {name}</span>
    </>
  );
}
