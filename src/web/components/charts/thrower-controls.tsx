/**
 * ThrowerControls: arm, throw, hand, units and (optionally) the chart view, as compact selects
 * bound to the stored settings, so the chart can be changed where it is read.
 */
import { useId, useState } from 'react';
import {
  ARM_PRESETS,
  armFeet,
  formatLength,
  fromFeet,
  maxDistanceInput,
  maxDistanceRange,
  unitSymbol,
  type Arm,
} from '../../../core/flight/thrower';
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
const FIELD = 'flex flex-col gap-1 text-xs font-medium text-slate-700 dark:text-slate-300';

function MaxDistance({ arm, onChange }: { arm: Arm; onChange: (arm: Arm) => void }) {
  const { unit } = useThrower();
  const shown = Math.round(fromFeet(armFeet(arm), unit));
  const [text, setText] = useState(String(shown));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const range = maxDistanceRange(unit);
  const commit = () => {
    const result = maxDistanceInput(text, unit);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange(result.arm);
  };
  return (
    <div className={FIELD}>
      <label htmlFor={id}>Max distance ({unitSymbol(unit)})</label>
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
        <p id={errorId} role="alert" className="font-normal text-red-700 dark:text-red-300">
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
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
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
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const VIEWS = [
  ['model', 'Arm model'],
  ['numbers', 'Flight numbers'],
] as const satisfies readonly (readonly [FlightView, string])[];
const ARMS = [
  ...ARM_PRESETS.map((p) => [p, `${p[0]?.toUpperCase() ?? ''}${p.slice(1)}`] as const),
  ['custom', 'My max distance'],
] as const;
const THROWS = [
  ['backhand', 'Backhand'],
  ['forehand', 'Forehand'],
] as const;
const HANDS = [
  ['righty', 'Right'],
  ['lefty', 'Left'],
] as const;
const UNITS = [
  ['feet', 'Feet'],
  ['metres', 'Metres'],
] as const;

/** 'Your arm: My throws · arm 300 ft, fitted to 24 throws (±5 %)': the same words everywhere. */
export function ArmName({ className }: { className?: string }) {
  const p = usePlayerThrower();
  return (
    <p
      className={cn('text-sm text-slate-700 dark:text-slate-300', className)}
      data-testid="arm-name"
    >
      Your arm: <span className="font-semibold">{armName(p)}</span>
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
  const { handedness, setHandedness } = useHandedness();
  const chosenValue = typeof t.arm === 'string' ? t.arm : 'custom';
  // With enough throws, "My throws" is the arm; any other is a "what if" that replaces it.
  const fitted = p.fittedArm;
  const armValue = fitted && p.myThrowsOn ? 'mine' : chosenValue;
  const arms = fitted
    ? ([
        ['mine', `My throws (${formatLength(fitted.maxFeet, t.unit)}, ${fitted.throws} throws)`],
        ...ARMS.map(([v, text]) => [v, `${text} (what if)`] as const),
      ] as const)
    : ARMS;
  const pickArm = (v: (typeof arms)[number][0]) => {
    if (v === 'mine') return p.setMyThrows(true);
    if (fitted) p.setMyThrows(false);
    t.setArm(v === 'custom' ? { maxFeet: armFeet(t.arm) } : v);
  };
  return (
    <div className="mb-3 flex flex-wrap items-end gap-x-3 gap-y-2" data-testid="thrower-controls">
      {showView && <Choice label="View" value={t.view} options={VIEWS} onChange={t.setView} />}
      <Choice
        label="Arm speed"
        value={armValue}
        options={arms}
        disabled={showView && t.view === 'numbers'}
        onChange={pickArm}
      />
      {armValue === 'custom' && (
        // Keyed on the stored value, so the field restarts from it when it changes elsewhere.
        <MaxDistance key={`${t.unit}-${armFeet(t.arm)}`} arm={t.arm} onChange={t.setArm} />
      )}
      <Choice label="Throw" value={t.throwType} options={THROWS} onChange={t.setThrowType} />
      {showHand && (
        <Choice label="Hand" value={handedness} options={HANDS} onChange={setHandedness} />
      )}
      <Choice label="Units" value={t.unit} options={UNITS} onChange={t.setUnit} />
    </div>
  );
}
