/**
 * DiscFlight: one disc's backhand and forehand paths for the stored arm and hand, on one small
 * chart, with the distance and landing spot of each in the chosen unit. For one of the player's
 * copies (`userDiscId`), a throw type with enough logged full-power throws is drawn to where those
 * throws land, with a dot for each (decision 0030); the other is modelled, and the list says which.
 * A copy with the player's own flight numbers (`myFlight`) flies those, as in the bag's charts.
 *   <DiscFlight disc={disc} userDiscId={owned?.id} myFlight={owned?.myFlight} />
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { armText, layoutWords } from './distance-words';
import { useMemo } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { flightNumbersText } from '../../../core/disc/badge';
import type { Disc } from '../../../core/disc/types';
import type { Thrower } from '../../../core/flight/thrower';
import { useHandedness } from '../../lib/use-handedness';
import { usePlayerThrower } from './player-thrower';
import { myArmText } from './flight-chart';
import { catalogueChartDisc, type ChartDisc } from './chart-discs';
import { modelLayout, type FlightLine } from './flight-layout';
import { FlightPlot, landsText } from './flight-plot';
import { useActiveDisc } from './use-active-disc';

const THROWS = [
  { key: 'backhand', label: msg`Backhand`, color: '#2563EB' },
  { key: 'forehand', label: msg`Forehand`, color: '#DC2626' },
] as const;

/**
 * The player's copy of a catalogue disc opened from elsewhere (Disc Search): the one in play with
 * the most measured throws, else the first in play; undefined when they own none.
 */
export function ownCopyOf(
  discId: string,
  discs: readonly UserDisc[],
  measured: ReadonlyMap<string, { count: number }> | null,
): UserDisc | undefined {
  const copies = discs.filter(
    (d) => d.discitId === discId && (d.status === undefined || d.status === 'active'),
  );
  const count = (d: UserDisc) => measured?.get(d.id)?.count ?? 0;
  return copies.reduce<UserDisc | undefined>(
    (a, d) => (!a || count(d) > count(a) ? d : a),
    undefined,
  );
}

export function DiscFlight({
  disc,
  userDiscId: given,
  myFlight: givenFlight,
  findOwn = false,
}: {
  disc: Disc;
  userDiscId?: string;
  myFlight?: UserDisc['myFlight'];
  /** Look for the player's own copy of this mold (the modal opened from Disc Search). */
  findOwn?: boolean;
}) {
  const t = usePlayerThrower();
  const own =
    findOwn && given === undefined
      ? ownCopyOf(disc.id, t.ownDiscs, t.measuredByType.backhand)
      : undefined;
  const userDiscId = given ?? own?.id;
  const myFlight = givenFlight ?? own?.myFlight;
  const ownCount = own ? (t.measuredByType.backhand?.get(own.id)?.count ?? 0) : 0;
  const { handedness } = useHandedness();
  const { activeId, handlers } = useActiveDisc();
  const { t: tr, i18n } = useLingui();
  const lines = useMemo(
    () =>
      THROWS.map((th) =>
        catalogueChartDisc({ ...disc, ...myFlight, id: th.key, name: i18n._(th.label) }, th.color),
      ).filter((d): d is ChartDisc => d !== null),
    [disc, myFlight, i18n],
  );
  if (lines.length === 0) return null;
  const thrower: Thrower = { arm: t.arm, throwType: 'backhand', handedness };
  const throwOf = (d: ChartDisc) => (d.id === 'forehand' ? 'forehand' : 'backhand');
  // Each throw type flies the player model's arm for it (decision 0046).
  const layout = modelLayout(
    lines,
    thrower,
    t.unit,
    true,
    throwOf,
    (d) => (userDiscId ? t.measuredByType[throwOf(d)]?.get(userDiscId) : undefined),
    (type) => t.model.arms[type].arm,
    layoutWords(i18n),
  );
  const arm = t.myArm ? myArmText(t.myArm, t.unit) : armText(t.arm, t.unit, i18n);
  const view = handedness === 'lefty' ? tr`${arm}, left hand` : tr`${arm}, right hand`;
  const name = disc.name;
  const flights = layout.lines.map((l) => `${l.disc.name} ${landsText(l)}`).join('; ');
  return (
    <section
      aria-labelledby="disc-flight-heading"
      className="mt-6 border-t border-border pt-5"
      data-testid="disc-flight"
    >
      <h3 id="disc-flight-heading" className="text-base font-semibold text-fg">
        <Trans>Flight for your arm</Trans>
      </h3>
      <p className="mb-2 text-xs text-fg-faint">
        <Trans>{view}; change it in Settings or on a bag's flight chart.</Trans>
        <OwnCopyNote
          own={Boolean(own)}
          ownCount={ownCount}
          numbers={myFlight ? flightNumbersText(myFlight, ' / ') : null}
        />
      </p>
      <div className="mx-auto max-w-xs">
        <FlightPlot
          layout={layout}
          title={tr`${name} flight`}
          desc={`${view}: ${flights}.`}
          activeId={activeId}
          handlers={handlers}
        />
      </div>
      <ThrowLandings lines={layout.lines} />
      <p className="mt-1 text-xs text-fg-faint">{layout.scaleNote}</p>
    </section>
  );
}

/** Whether the player owns this disc (and measured it), and whether their own numbers fly it. */
function OwnCopyNote({
  own,
  ownCount,
  numbers,
}: {
  own: boolean;
  ownCount: number;
  numbers: string | null;
}) {
  return (
    <>
      {own && (
        <span className="block font-medium text-fg-label" data-testid="own-copy">
          {ownCount > 0 ? (
            <Plural
              value={ownCount}
              one="You own this disc and measured it: # full-power backhand."
              other="You own this disc and measured it: # full-power backhands."
            />
          ) : (
            <Trans>You own this disc; its flight is modelled for your arm.</Trans>
          )}
        </span>
      )}
      {numbers !== null && (
        <>
          {' '}
          <Trans>
            Drawn with your flight numbers, <span className="whitespace-nowrap">{numbers}</span>.
          </Trans>
        </>
      )}
    </>
  );
}

/** Where each throw type lands, and whether measured or modelled when any was measured. */
function ThrowLandings({ lines }: { lines: readonly FlightLine[] }) {
  const anyMeasured = lines.some((l) => l.measured);
  return (
    <ul className="mt-2 space-y-0.5 text-sm text-fg-soft">
      {lines.map((l) => (
        <li key={l.disc.id} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-1 ring-slate-500 dark:ring-slate-300"
            style={{ background: l.disc.color }}
          />
          <span className="font-medium">{l.disc.name}:</span> {landsText(l)}
          {anyMeasured && (
            <span className="text-xs text-fg-faint">
              {l.measured ? <MeasuredCount count={l.measured.count} /> : <Trans>modelled</Trans>}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'measured, 6 throws' beside a throw type's landing. */
function MeasuredCount({ count }: { count: number }) {
  return <Plural value={count} one="measured, # throw" other="measured, # throws" />;
}
