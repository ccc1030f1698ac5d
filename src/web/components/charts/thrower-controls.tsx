/**
 * ThrowerControls: arm, throw, hand, units and (optionally) the chart view, as compact selects
 * bound to the stored settings, so the chart can be changed where it is read.
 */
import { useId, useState } from 'react';
import {
  ARM_PRESETS,
  armFeet,
  fromFeet,
  toFeet,
  unitSymbol,
  type Arm,
} from '../../../core/flight/thrower';
import { cn } from '../../components/ui/cn';
import { useHandedness } from '../../lib/use-handedness';
import { useThrower, type FlightView } from '../../lib/use-thrower';

const SELECT = cn(
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900',
  'focus-visible:outline-2 focus-visible:outline-brand-600',
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
);
const LABEL = 'flex flex-col gap-1 text-xs font-medium text-slate-700 dark:text-slate-300';

function MaxDistance({ arm, onChange }: { arm: Arm; onChange: (arm: Arm) => void }) {
  const { unit } = useThrower();
  const shown = Math.round(fromFeet(armFeet(arm), unit));
  const [text, setText] = useState(String(shown));
  const id = useId();
  const commit = () => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setText(String(shown));
      return;
    }
    onChange({ maxFeet: armFeet({ maxFeet: Math.round(toFeet(value, unit)) }) });
  };
  return (
    <label className={LABEL} htmlFor={id}>
      Max distance ({unitSymbol(unit)})
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={Math.ceil(fromFeet(120, unit))}
        max={Math.floor(fromFeet(900, unit))}
        className={cn(SELECT, 'w-24')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </label>
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
  const { handedness, setHandedness } = useHandedness();
  const armValue = typeof t.arm === 'string' ? t.arm : 'custom';
  return (
    <div className="mb-3 flex flex-wrap items-end gap-x-3 gap-y-2" data-testid="thrower-controls">
      {showView && (
        <label className={LABEL}>
          View
          <select
            className={SELECT}
            value={t.view}
            onChange={(e) => t.setView(e.target.value as FlightView)}
          >
            <option value="model">Arm model</option>
            <option value="numbers">Flight numbers</option>
          </select>
        </label>
      )}
      <label className={LABEL}>
        Arm speed
        <select
          className={SELECT}
          value={armValue}
          disabled={showView && t.view === 'numbers'}
          onChange={(e) => {
            const v = e.target.value;
            t.setArm(v === 'custom' ? { maxFeet: armFeet(t.arm) } : (v as Arm));
          }}
        >
          {ARM_PRESETS.map((p) => (
            <option key={p} value={p}>
              {p[0]?.toUpperCase()}
              {p.slice(1)}
            </option>
          ))}
          <option value="custom">My max distance</option>
        </select>
      </label>
      {armValue === 'custom' && (
        // Keyed on the stored value, so the field restarts from it when it changes elsewhere.
        <MaxDistance key={`${t.unit}-${armFeet(t.arm)}`} arm={t.arm} onChange={t.setArm} />
      )}
      <label className={LABEL}>
        Throw
        <select
          className={SELECT}
          value={t.throwType}
          onChange={(e) => t.setThrowType(e.target.value as 'backhand' | 'forehand')}
        >
          <option value="backhand">Backhand</option>
          <option value="forehand">Forehand</option>
        </select>
      </label>
      {showHand && (
        <label className={LABEL}>
          Hand
          <select
            className={SELECT}
            value={handedness}
            onChange={(e) => setHandedness(e.target.value as 'righty' | 'lefty')}
          >
            <option value="righty">Right</option>
            <option value="lefty">Left</option>
          </select>
        </label>
      )}
      <label className={LABEL}>
        Units
        <select
          className={SELECT}
          value={t.unit}
          onChange={(e) => t.setUnit(e.target.value as 'feet' | 'metres')}
        >
          <option value="feet">Feet</option>
          <option value="metres">Metres</option>
        </select>
      </label>
    </div>
  );
}
