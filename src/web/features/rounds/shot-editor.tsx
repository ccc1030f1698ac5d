/**
 * One of the player's shots on a hole, described as far as they care to (decision 0043): the disc
 * (chips of the round's bag, most used first), the throw type and effort, where it landed (marked
 * with the phone from the tee or the previous landing, or typed) and a result. Every change is
 * handed up at once; the scoring screen saves the hole through the outbox.
 */
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { fromFeet, toFeet, unitSymbol, type DistanceUnit } from '../../../core/flight/thrower';
import { SHOT_RESULTS, type ShotResult } from '../../../core/rules/round';
import type { Shot } from '../../../core/schemas/round';
import { fixIsGoodEnough, haversineMetres, measureThrow, type Fix } from '../../../core/throws/geo';
import { EFFORTS, THROW_TYPES } from '../../../core/rules/throw';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { discName } from './use-caddie';
import { Segmented } from '../../components/ui/segmented';
import { typedNumber } from '../../lib/typed-number';
import { currentFix } from '../../lib/current-fix';
import { gpsTooCoarseText, locationProblemText } from '../../lib/throw-words';
import { EFFORT_WORDS, SHOT_RESULT_WORDS, THROW_TYPE_WORDS } from '../../lib/play-labels';

type Position = { lat: number; lng: number; accuracyM: number };
const toFix = (p: Position): Fix => ({ latitude: p.lat, longitude: p.lng, accuracy: p.accuracyM });

const FT_PER_M = 3.28084;
/** The typed fields start again from a new mark (and keep their text while typed in). */
const markKey = (s: Shot) => (s.landing ? `${s.landing.lat},${s.landing.lng}` : 'none');

/** A shot in words: '1. Teebird · Backhand · 265 ft · Fairway'. */
export function shotLine(
  shot: Shot,
  i: number,
  names: ReadonlyMap<string, string>,
  unit: DistanceUnit,
  i18n: I18n,
): string {
  const parts = [
    shot.userDiscId
      ? (names.get(shot.userDiscId) ?? i18n._(msg`A disc no longer in your bag`))
      : i18n._(msg`No disc`),
    shot.throwType ? i18n._(THROW_TYPE_WORDS[shot.throwType]) : null,
    shot.distanceFt !== null
      ? `${Math.round(fromFeet(shot.distanceFt, unit))} ${unitSymbol(unit)}`
      : null,
    shot.result ? i18n._(SHOT_RESULT_WORDS[shot.result]) : null,
  ];
  return `${i + 1}. ${parts.filter(Boolean).join(' · ')}`;
}

export function DiscChips({
  discs,
  value,
  onChange,
}: {
  discs: readonly UserDisc[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <Trans context="shot field">Disc</Trans>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {discs.map((d) => (
          <Button
            key={d.id}
            variant="bare"
            aria-pressed={value === d.id}
            onClick={() => onChange(d.id)}
            className={cn(
              'min-h-10 rounded-full border px-3 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              value === d.id
                ? 'border-accent bg-accent text-accent-fg'
                : 'border-border-strong bg-surface text-fg-body hover:bg-slate-50 dark:hover:bg-slate-800',
            )}
          >
            {discName(d)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

function DistanceInput({
  id,
  label,
  feet,
  unit,
  onChange,
}: {
  id: string;
  label: string;
  feet: number | null;
  unit: DistanceUnit;
  onChange: (feet: number | null) => void;
}) {
  const shown = feet === null ? '' : String(Math.round(fromFeet(feet, unit)));
  const [text, setText] = useState(shown);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label} ({unitSymbol(unit)})
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = typedNumber(e.target.value);
          onChange(n === null || n < 0 ? null : Math.round(toFeet(n, unit) * 10) / 10);
        }}
        className="min-h-10 w-28 rounded-lg border border-border-strong bg-surface px-3 text-slate-900 dark:text-slate-100"
      />
    </div>
  );
}

/**
 * Marks where the shot landed: the start is the hole's tee (marked on the course or here) for
 * the first shot, the previous landing for the others. Gives the distance and, when the basket
 * is marked, the distance left to it.
 */
function LandingMark({
  start,
  basket,
  onMarked,
}: {
  start: Position | null;
  basket: Position | null;
  onMarked: (landing: Position, distanceFt: number | null, toBasketFt: number | null) => void;
}) {
  const [teeHere, setTeeHere] = useState<Fix | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { i18n } = useLingui();
  const from = start ? toFix(start) : teeHere;
  const fix = async (then: (f: Fix) => void) => {
    setBusy(true);
    setError(null);
    try {
      const f = await currentFix();
      if (!fixIsGoodEnough(f)) setError(gpsTooCoarseText(f.accuracy, i18n));
      else then(f);
    } catch (err) {
      setError(locationProblemText((err as Error).message, i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {!from && (
          <Button variant="secondary" disabled={busy} onClick={() => void fix(setTeeHere)}>
            <Trans>Mark the tee here</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void fix((f) => {
              const landing = {
                lat: f.latitude,
                lng: f.longitude,
                accuracyM: Math.round(f.accuracy * 10) / 10,
              };
              const left = basket
                ? Math.round(haversineMetres(f, toFix(basket)) * FT_PER_M * 10) / 10
                : null;
              onMarked(landing, from ? measureThrow(from, f).feet : null, left);
            })
          }
        >
          <Trans>Mark where it landed</Trans>
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ShotEditorProps {
  shot: Shot;
  index: number;
  start: Position | null;
  basket: Position | null;
  discs: readonly UserDisc[];
  unit: DistanceUnit;
  /** The fields that changed, laid by the caller over the shot as it is by then. */
  onChange: (over: Partial<Shot>) => void;
  onRemove: () => void;
  onDone: () => void;
}

export function ShotEditor(p: ShotEditorProps) {
  const { shot, unit } = p;
  const set = p.onChange;
  const { t, i18n } = useLingui();
  const number = p.index + 1;
  const throwTypeOptions = THROW_TYPES.map((v) => ({
    value: v,
    label: i18n._(THROW_TYPE_WORDS[v]),
  }));
  const effortOptions = EFFORTS.map((v) => ({ value: v, label: i18n._(EFFORT_WORDS[v]) }));
  const resultOptions = SHOT_RESULTS.map((v) => ({
    value: v,
    label: i18n._(SHOT_RESULT_WORDS[v]),
  }));
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={t`Shot ${number}`}
      role="group"
    >
      <DiscChips
        discs={p.discs}
        value={shot.userDiscId}
        onChange={(id) => set({ userDiscId: id })}
      />
      <Segmented
        label={t({ message: 'Throw', context: 'shot field' })}
        options={throwTypeOptions}
        value={shot.throwType}
        onChange={(v) => set({ throwType: v })}
      />
      <Segmented
        label={t`Effort`}
        options={effortOptions}
        value={shot.effort}
        onChange={(v) => set({ effort: v })}
      />
      <WhereItLanded shot={shot} start={p.start} basket={p.basket} unit={unit} onChange={set} />
      <Segmented<ShotResult>
        label={t`Result`}
        options={resultOptions}
        value={shot.result}
        onChange={(v) => set({ result: v })}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={p.onDone}>
          <Trans>Done</Trans>
        </Button>
        <Button variant="ghost" onClick={p.onRemove}>
          <Trans>Remove this shot</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Where the shot landed: marked with the phone, or its distance and what was left typed. */
function WhereItLanded({
  shot,
  start,
  basket,
  unit,
  onChange: set,
}: Pick<ShotEditorProps, 'shot' | 'start' | 'basket' | 'unit' | 'onChange'>) {
  const { t } = useLingui();
  const key = `shot-${shot.id}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <Trans>Where it landed</Trans>
      </legend>
      <LandingMark
        start={start}
        basket={basket}
        onMarked={(landing, distanceFt, toBasketFt) =>
          set({
            landing,
            ...(distanceFt !== null && { distanceFt }),
            ...(toBasketFt !== null && { toBasketFt }),
          })
        }
      />
      <div className="flex flex-wrap gap-3">
        <DistanceInput
          key={`d-${markKey(shot)}`}
          id={`${key}-distance`}
          label={t`Distance`}
          feet={shot.distanceFt}
          unit={unit}
          onChange={(distanceFt) => set({ distanceFt })}
        />
        <DistanceInput
          key={`b-${markKey(shot)}`}
          id={`${key}-left`}
          label={t`Left to the basket`}
          feet={shot.toBasketFt}
          unit={unit}
          onChange={(toBasketFt) => set({ toBasketFt })}
        />
      </div>
    </fieldset>
  );
}
