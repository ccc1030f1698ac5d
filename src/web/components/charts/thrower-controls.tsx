/**
 * ThrowerControls: arm, throw, hand, units and (optionally) the chart view, as compact selects
 * bound to the stored settings, so the chart can be changed where it is read.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  armFeet,
  fromFeet,
  maxDistanceInput,
  maxDistanceRange,
  type Arm,
} from '../../../core/flight/thrower';
import { lengthText, numberText } from './distance-words';
import { cn } from '../ui/cn';
import { useHandedness } from '../../lib/use-handedness';
import { useThrower, type FlightView } from '../../lib/use-thrower';
import { armName, usePlayerThrower } from './player-thrower';

// A plain string (no classes here override each other): a module-level cn() would build
// tailwind-merge's class table while the module loads (decision 0036).
const SELECT =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
// A label above its control. The label holds only its own text, so the control is named by it
// alone ('Hand', not 'Hand Right Left' as a label around a select would make it).
const FIELD = 'flex flex-col gap-1 text-xs font-medium text-fg-soft';

function MaxDistance({ arm, onChange }: { arm: Arm; onChange: (arm: Arm) => void }) {
  const { unit } = useThrower();
  const { t } = useLingui();
  const shown = Math.round(fromFeet(armFeet(arm), unit));
  const [text, setText] = useState(String(shown));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const range = maxDistanceRange(unit);
  const commit = () => {
    const result = maxDistanceInput(text, unit);
    if ('error' in result) {
      const min = numberText(range.min);
      const max = numberText(range.max);
      setError(
        unit === 'metres'
          ? t`Max distance must be ${min} to ${max} m`
          : t`Max distance must be ${min} to ${max} ft`,
      );
      return;
    }
    setError(null);
    onChange(result.arm);
  };
  return (
    <div className={FIELD}>
      <label htmlFor={id}>
        {unit === 'metres' ? <Trans>Max distance (m)</Trans> : <Trans>Max distance (ft)</Trans>}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(SELECT, 'w-24')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {error && (
        <p id={errorId} role="alert" className="font-normal text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled native select over a fixed list of values. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string | MessageDescriptor])[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className={FIELD}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={SELECT}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const picked = options.find(([v]) => v === e.target.value);
          if (picked) onChange(picked[0]);
        }}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {typeof text === 'string' ? text : i18n._(text)}
          </option>
        ))}
      </select>
    </div>
  );
}

const VIEWS = [
  ['model', msg`Arm model`],
  ['numbers', msg`Flight numbers`],
] as const satisfies readonly (readonly [FlightView, MessageDescriptor])[];
const ARMS = [
  ['slow', msg({ message: 'Slow', context: 'arm speed' })],
  ['average', msg({ message: 'Average', context: 'arm speed' })],
  ['fast', msg({ message: 'Fast', context: 'arm speed' })],
  ['custom', msg`My max distance`],
] as const;
const WHAT_IF = {
  slow: msg`Slow (what if)`,
  average: msg`Average (what if)`,
  fast: msg`Fast (what if)`,
  custom: msg`My max distance (what if)`,
} as const;
const THROWS = [
  ['backhand', msg`Backhand`],
  ['forehand', msg`Forehand`],
] as const;
const HANDS = [
  ['righty', msg({ message: 'Right', context: 'hand' })],
  ['lefty', msg({ message: 'Left', context: 'hand' })],
] as const;
const UNITS = [
  ['feet', msg`Feet`],
  ['metres', msg`Metres`],
] as const;

/** 'Your arm: My throws · arm 300 ft, fitted to 24 throws (±5 %)': the same words everywhere. */
export function ArmName({ className }: { className?: string }) {
  const p = usePlayerThrower();
  const name = armName(p);
  return (
    <p className={cn('text-sm text-fg-soft', className)} data-testid="arm-name">
      <Trans>
        Your arm: <span className="font-semibold">{name}</span>
      </Trans>
    </p>
  );
}

export function ThrowerControls({
  showView = true,
  showHand = true,
}: {
  showView?: boolean;
  showHand?: boolean;
}) {
  const t = useThrower();
  const p = usePlayerThrower();
  const { t: tr } = useLingui();
  const { handedness, setHandedness } = useHandedness();
  const chosenValue = typeof t.arm === 'string' ? t.arm : 'custom';
  // With enough throws, "My throws" is the arm; any other is a "what if" that replaces it.
  const fitted = p.fittedArm;
  const armValue = fitted && p.myThrowsOn ? 'mine' : chosenValue;
  const arms = fitted
    ? ([
        ['mine', myThrowsOption(fitted.maxFeet, fitted.throws)],
        ...ARMS.map(([v]) => [v, WHAT_IF[v]] as const),
      ] as const)
    : ARMS;
  function myThrowsOption(maxFeet: number, count: number) {
    const length = lengthText(maxFeet, t.unit);
    return tr`My throws (${length}, ${plural(count, { one: '# throw', other: '# throws' })})`;
  }
  const pickArm = (v: (typeof arms)[number][0]) => {
    if (v === 'mine') return p.setMyThrows(true);
    if (fitted) p.setMyThrows(false);
    t.setArm(v === 'custom' ? { maxFeet: armFeet(t.arm) } : v);
  };
  return (
    <div className="mb-3 flex flex-wrap items-end gap-x-3 gap-y-2" data-testid="thrower-controls">
      {showView && <Choice label={tr`View`} value={t.view} options={VIEWS} onChange={t.setView} />}
      <Choice
        label={tr`Arm speed`}
        value={armValue}
        options={arms}
        disabled={showView && t.view === 'numbers'}
        onChange={pickArm}
      />
      {armValue === 'custom' && (
        // Keyed on the stored value, so the field restarts from it when it changes elsewhere.
        <MaxDistance key={`${t.unit}-${armFeet(t.arm)}`} arm={t.arm} onChange={t.setArm} />
      )}
      <Choice label={tr`Throw`} value={t.throwType} options={THROWS} onChange={t.setThrowType} />
      {showHand && (
        <Choice label={tr`Hand`} value={handedness} options={HANDS} onChange={setHandedness} />
      )}
      <Choice label={tr`Units`} value={t.unit} options={UNITS} onChange={t.setUnit} />
    </div>
  );
}
