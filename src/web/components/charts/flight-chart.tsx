/**
 * FlightChart: top-down flight paths of a bag's discs for the stored thrower (arm, throw, hand,
 * units), in the arm model (decision 0008, the default) or the flight-numbers geometry of the
 * product rules (decision 0004).
 *   <FlightChart discs={userDiscs} handedness="righty" | "lefty" />
 * Controls to change the thrower, a legend that hides and highlights discs, a 'not charted' note
 * and a data table with distance and drift in the chosen unit.
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { Handedness } from '../../../core/flight/handedness';
import type { Thrower } from '../../../core/flight/thrower';
import { armText, layoutWords, stabilityText, throwsLabelText, throwText } from './distance-words';
import { armName, myArmText, usePlayerThrower } from './player-thrower';
import { chartDataRow, notChartedRows, splitChartDiscs, type ChartDisc } from './chart-discs';
import { Button } from '../ui/button';
import { ChartDataTable } from './chart-data-table';
import { FlightLegend } from './flight-legend';
import { modelLayout, numbersLayout, type FlightLine } from './flight-layout';
import { FlightPlot, landsText, sourceText } from './flight-plot';
import { NotChartedNote } from './not-charted-note';
import { ThrowerControls } from './thrower-controls';
import { useActiveDisc } from './use-active-disc';
import { useNarrowChart } from './use-narrow-chart';

export interface ChartProps {
  discs: UserDisc[];
  handedness: Handedness;
}

export { myArmText };

/** The chart's layout for the stored view and thrower (memoised on plain values). */
export function useFlightLayout(
  discs: readonly ChartDisc[],
  handedness: Handedness,
  narrow: boolean,
) {
  const t = usePlayerThrower();
  const { i18n: lingui } = useLingui();
  const locale = lingui.locale;
  const armKey = typeof t.arm === 'string' ? t.arm : t.arm.maxFeet;
  const measured = t.view === 'model' ? t.measured : null;
  const layout = useMemo(() => {
    const thrower: Thrower = {
      arm: typeof armKey === 'string' ? armKey : { maxFeet: armKey },
      throwType: t.throwType,
      handedness,
    };
    const words = layoutWords(lingui);
    if (t.view === 'numbers') return numbersLayout(discs, thrower, t.unit, narrow, words);
    return modelLayout(
      discs,
      thrower,
      t.unit,
      narrow,
      undefined,
      measured ? (d) => measured.get(d.id) : undefined,
      undefined,
      words,
    );
    // The layout's words are in the page's language: a switch lays it out again (the I18n itself
    // stays the same object).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locale is read through lingui
  }, [discs, armKey, t.throwType, t.unit, t.view, handedness, narrow, measured, lingui, locale]);
  const arm = armText(t.arm, t.unit);
  const whose = throwsLabelText(t.throwsLabel);
  const viewText =
    t.view === 'numbers'
      ? lingui._(msg`Flight numbers`)
      : t.myArm || t.fittedArm
        ? armName(t)
        : t.myThrowsOn
          ? `${whose} · ${arm}`
          : lingui._(msg`Arm model · ${arm}`);
  return {
    layout,
    viewText,
    unit: t.unit,
    throwType: t.throwType,
    view: t.view,
    hasThrows: t.hasThrows,
    myThrowsOn: t.myThrowsOn,
    setMyThrows: t.setMyThrows,
    throwsLabel: t.throwsLabel,
  };
}

export function FlightChart({ discs, handedness }: ChartProps) {
  const [ref, narrow] = useNarrowChart<HTMLElement>();
  const { charted, notCharted } = useMemo(() => splitChartDiscs(discs), [discs]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => charted.filter((d) => !hidden.has(d.id)), [charted, hidden]);
  const all = useFlightLayout(charted, handedness, narrow);
  const {
    layout,
    viewText,
    unit,
    throwType,
    view,
    hasThrows,
    myThrowsOn,
    setMyThrows,
    throwsLabel,
  } = useFlightLayout(shown, handedness, narrow);
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
  const { t: tr } = useLingui();
  const hand = throwText(handedness, throwType);
  const n = shown.length;
  const flights = layout.lines.map((l) => `${l.disc.name} ${landsText(l)}`).join('; ');
  const desc = n
    ? tr`${viewText}. ${hand}, seen from behind the thrower. ${plural(n, { one: '# disc', other: '# discs' })}: ${flights}.`
    : tr`${viewText}. ${hand}, seen from behind the thrower. 0 discs.`;

  return (
    <figure ref={ref} className="w-full max-w-4xl min-w-0" data-testid="flight-chart">
      <ThrowerControls />
      <FlightBadges
        hand={hand}
        viewText={viewText}
        toggle={hasThrows && view === 'model'}
        myThrowsOn={myThrowsOn}
        setMyThrows={setMyThrows}
        whoseLabel={throwsLabelText(throwsLabel)}
      />
      <FlightPlot
        layout={layout}
        title={tr`Flight chart`}
        desc={desc}
        activeId={activeId}
        handlers={handlers}
      />
      <FlightCaption
        scaleNote={layout.scaleNote}
        model={layout.view === 'model'}
        myThrowsOn={myThrowsOn}
        mine={throwsLabel === 'My throws'}
        measuredLines={all.layout.lines.filter((l) => l.measured)}
      />
      <FlightLegend
        discs={all.layout.lines}
        hidden={hidden}
        onToggle={toggle}
        handlers={handlers}
      />
      <NotChartedNote discs={notCharted} />
      <FlightDataTable
        lines={all.layout.lines}
        notCharted={notCharted}
        unit={unit}
        viewText={viewText}
        hand={hand}
        withSource={myThrowsOn}
      />
    </figure>
  );
}

/** The thrower's hand and the view, and the switch to the player's measured throws. */
function FlightBadges({
  hand,
  viewText,
  toggle,
  myThrowsOn,
  setMyThrows,
  whoseLabel,
}: {
  hand: string;
  viewText: string;
  toggle: boolean;
  myThrowsOn: boolean;
  setMyThrows: (on: boolean) => void;
  whoseLabel: string;
}) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-slate-700 dark:text-slate-200">
        {hand}
      </span>
      <span
        className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-100"
        data-testid="flight-view"
      >
        {viewText}
      </span>
      {toggle && (
        <Button
          variant="bare"
          aria-pressed={myThrowsOn}
          onClick={() => setMyThrows(!myThrowsOn)}
          className="rounded-full border border-border-strong px-2 py-0.5 font-semibold text-slate-700 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg dark:text-slate-200"
        >
          {whoseLabel}
        </Button>
      )}
    </div>
  );
}

/** The scale, and how the chart was drawn: geometry, the model, or measured throws. */
function FlightCaption({
  scaleNote,
  model,
  myThrowsOn,
  mine,
  measuredLines,
}: {
  scaleNote: string;
  model: boolean;
  myThrowsOn: boolean;
  mine: boolean;
  measuredLines: readonly FlightLine[];
}) {
  const { t: tr } = useLingui();
  const measuredNames = measuredLines
    .map((l) => `${l.disc.name} (${l.measured!.count})`)
    .join(', ');
  return (
    <figcaption className="mt-2 text-xs text-fg-faint">
      <span data-testid="flight-scale">{scaleNote}</span>{' '}
      {!model ? (
        <Trans>Seen from behind the thrower.</Trans>
      ) : myThrowsOn ? (
        <span data-testid="measured-note">
          {measuredLines.length > 0
            ? mine
              ? tr`Seen from behind the thrower; measured from your throws (solid lines): ${measuredNames}; the other discs are modelled for your fitted arm (dashed). Dots are your latest landings, the shaded oval where the middle half of the throws land.`
              : tr`Seen from behind the thrower; measured from the owner’s throws (solid lines): ${measuredNames}; the other discs are modelled for their fitted arm (dashed). Dots are their latest landings, the shaded oval where the middle half of the throws land.`
            : mine
              ? tr`Seen from behind the thrower; no disc has 3 full-power throws of this type yet, so every disc is modelled for your fitted arm.`
              : tr`Seen from behind the thrower; no disc has 3 full-power throws of this type yet, so every disc is modelled for their fitted arm.`}
        </span>
      ) : (
        <Trans>
          Seen from behind the thrower; distances are a guide for a typical thrower, not a
          prediction.
        </Trans>
      )}
    </figcaption>
  );
}

/** Every disc's numbers, distance and drift (and source) as a table, the not charted too. */
function FlightDataTable({
  lines,
  notCharted,
  unit,
  viewText,
  hand,
  withSource,
}: {
  lines: readonly FlightLine[];
  notCharted: readonly UserDisc[];
  unit: ReturnType<typeof useFlightLayout>['unit'];
  viewText: string;
  hand: string;
  withSource: boolean;
}) {
  const { t: tr, i18n: lang } = useLingui();
  const viewLower = viewText.toLocaleLowerCase(lang.locale);
  const handLower = hand.toLocaleLowerCase(lang.locale);
  return (
    <ChartDataTable
      caption={
        unit === 'metres'
          ? tr`Flight chart data: ${viewLower}, ${handLower}, metres`
          : tr`Flight chart data: ${viewLower}, ${handLower}, feet`
      }
      columns={[
        tr`Disc`,
        tr`Speed`,
        tr`Glide`,
        tr`Turn`,
        tr`Fade`,
        tr`Stability`,
        tr`Distance`,
        tr`Lands`,
        ...(withSource ? [tr`Source`] : []),
      ]}
      rows={[
        ...lines.map((l) =>
          chartDataRow(l.disc.id, l.disc.name, l.disc, [
            stabilityText(l.disc.stability),
            l.distanceText,
            l.driftText,
            ...(withSource ? [sourceText(l)] : []),
          ]),
        ),
        ...notChartedRows(notCharted, ['?', tr`Not charted`, '—', ...(withSource ? ['—'] : [])]),
      ]}
    />
  );
}
