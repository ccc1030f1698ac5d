/**
 * HoleRow: one hole of the layout editor. Par and length are the row's fields, so Tab runs par,
 * length, par, length… down the card; "Details" opens the label, shape, the tee and basket marked
 * with the phone, the note and "Remove hole".
 *   <HoleRow index hole={draft} unit errors onChange={(draft) => …} onRemove marks />
 */
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOLE_SHAPES, type LengthUnit } from '../../../core/rules/round';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { controlClasses, errorClasses, labelClasses } from '../../components/ui/field-styles';
import type { HoleDraft, HoleErrors } from './hole-draft';
import type { MarkedPosition, useHoleMark } from './use-hole-mark';
import { HOLE_SHAPE_WORDS } from '../../lib/play-labels';
import { courseCheckText } from './course-words';

/** The buttons' English words (the tests find them by these). */
export const MARK_TEE = 'Mark the tee here';
export const MARK_BASKET = 'Mark the basket here';

const cell = 'mt-0 py-2 text-center tabular-nums';

function Mark({
  what,
  position,
  busy,
  onMark,
  onClear,
}: {
  what: 'tee' | 'basket';
  position: MarkedPosition | null;
  busy: boolean;
  onMark: () => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const accuracy = position ? Math.round(position.accuracyM) : 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" loading={busy} onClick={onMark}>
        {what === 'tee' ? t`Mark the tee here` : t`Mark the basket here`}
      </Button>
      {position && (
        <>
          <span className="text-sm text-fg-soft">
            {what === 'tee' ? t`Tee marked (±${accuracy} m)` : t`Basket marked (±${accuracy} m)`}
          </span>
          <Button variant="ghost" onClick={onClear}>
            <Trans>Clear</Trans>
          </Button>
        </>
      )}
    </div>
  );
}

function HoleDetails({
  index,
  hole,
  errors,
  onChange,
  onRemove,
  marks,
}: {
  index: number;
  hole: HoleDraft;
  errors: HoleErrors;
  onChange: (hole: HoleDraft) => void;
  onRemove?: () => void;
  marks: ReturnType<typeof useHoleMark>;
}) {
  const id = `hole-${index}`;
  const label = hole.label;
  return (
    <div className="mt-2 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 dark:border-slate-700">
      <div>
        <label htmlFor={`${id}-label`} className={labelClasses}>
          <Trans>Number or label</Trans>
        </label>
        <input
          id={`${id}-label`}
          value={hole.label}
          maxLength={8}
          aria-invalid={errors.label ? true : undefined}
          onChange={(e) => onChange({ ...hole, label: e.target.value })}
          className={controlClasses(Boolean(errors.label))}
        />
      </div>
      <ShapeField id={`${id}-shape`} hole={hole} onChange={onChange} />
      <TeeAndBasket index={index} hole={hole} onChange={onChange} marks={marks} />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-note`} className={labelClasses}>
          <Trans>Note (optional)</Trans>
        </label>
        <input
          id={`${id}-note`}
          value={hole.note}
          maxLength={300}
          onChange={(e) => onChange({ ...hole, note: e.target.value })}
          className={controlClasses(false)}
        />
      </div>
      {onRemove && (
        <div>
          <Button variant="danger" onClick={onRemove}>
            <Trans>Remove hole {label}</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

export function HoleRow({
  index,
  hole,
  unit,
  errors = {},
  onChange,
  onRemove,
  marks,
}: {
  index: number;
  hole: HoleDraft;
  unit: LengthUnit;
  errors?: HoleErrors;
  onChange: (hole: HoleDraft) => void;
  onRemove?: () => void;
  marks: ReturnType<typeof useHoleMark>;
}) {
  const [open, setOpen] = useState(false);
  const id = `hole-${index}`;
  const name = hole.label || String(index + 1);
  const { t, i18n } = useLingui();
  const messages = [...new Set(Object.values(errors))].map((m) => courseCheckText(m, i18n));
  const problems = messages.join('. ');
  const marked = markedWords(hole, i18n);
  return (
    <li className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="grid grid-cols-[2.5rem_3.5rem_minmax(5rem,7rem)_auto] items-center gap-2">
        <span className="text-base font-semibold tabular-nums">{name}</span>
        <ParAndLength
          id={id}
          name={name}
          hole={hole}
          unit={unit}
          errors={errors}
          onChange={onChange}
        />
        <div className="flex items-center justify-end gap-2">
          {marked && <span className="hidden text-xs text-fg-faint sm:inline">{marked}</span>}
          <Button
            variant="ghost"
            className="px-2"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            aria-label={t`Hole ${name} details`}
            onClick={() => setOpen((o) => !o)}
          >
            <Trans>Details</Trans>
          </Button>
        </div>
      </div>
      {messages.length > 0 && (
        <p role="alert" className={errorClasses}>
          <Trans>
            Hole {name}: {problems}
          </Trans>
        </p>
      )}
      {open && (
        <div id={`${id}-details`}>
          <HoleDetails
            index={index}
            hole={hole}
            errors={errors}
            onChange={onChange}
            onRemove={onRemove}
            marks={marks}
          />
        </div>
      )}
    </li>
  );
}

/** Which of the hole's ends are marked, in words ('' when neither). */
function markedWords(hole: HoleDraft, i18n: I18n): string {
  if (hole.tee && hole.basket) return i18n._(msg`tee and basket marked`);
  if (hole.tee) return i18n._(msg`tee marked`);
  if (hole.basket) return i18n._(msg`basket marked`);
  return '';
}

/** The row's own fields: the hole's par and its length in the player's unit. */
function ParAndLength({
  id,
  name,
  hole,
  unit,
  errors,
  onChange,
}: {
  id: string;
  name: string;
  hole: HoleDraft;
  unit: LengthUnit;
  errors: HoleErrors;
  onChange: (hole: HoleDraft) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <input
        id={`${id}-par`}
        aria-label={t`Hole ${name} par`}
        inputMode="numeric"
        value={hole.par}
        aria-invalid={errors.par ? true : undefined}
        onChange={(e) => onChange({ ...hole, par: e.target.value })}
        onFocus={(e) => e.target.select()}
        className={cn(controlClasses(Boolean(errors.par)), cell)}
      />
      <div className="flex items-center gap-1">
        <input
          id={`${id}-length`}
          aria-label={t`Hole ${name} length (${unit})`}
          inputMode="decimal"
          value={hole.length}
          aria-invalid={errors.length ? true : undefined}
          onChange={(e) => onChange({ ...hole, length: e.target.value })}
          className={cn(controlClasses(Boolean(errors.length)), cell)}
        />
        <span className="text-sm text-fg-faint">{unit}</span>
      </div>
    </>
  );
}

/** The hole's shape, or not said. */
function ShapeField({
  id,
  hole,
  onChange,
}: {
  id: string;
  hole: HoleDraft;
  onChange: (hole: HoleDraft) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        <Trans>Shape (optional)</Trans>
      </label>
      <select
        id={id}
        value={hole.shape ?? ''}
        onChange={(e) =>
          onChange({ ...hole, shape: (e.target.value || null) as HoleDraft['shape'] })
        }
        className={controlClasses(false)}
      >
        <option value="">{i18n._(msg`Not said`)}</option>
        {HOLE_SHAPES.map((s) => (
          <option key={s} value={s}>
            {i18n._(HOLE_SHAPE_WORDS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The tee and the basket, each marked where the phone is (or cleared), and a failed fix. */
function TeeAndBasket({
  index,
  hole,
  onChange,
  marks,
}: {
  index: number;
  hole: HoleDraft;
  onChange: (hole: HoleDraft) => void;
  marks: ReturnType<typeof useHoleMark>;
}) {
  const markKey = (what: string) => `${index}:${what}`;
  const markError = marks.error?.key.startsWith(`${index}:`) ? marks.error.message : null;
  return (
    <div className="space-y-2 sm:col-span-2">
      {(['tee', 'basket'] as const).map((what) => (
        <Mark
          key={what}
          what={what}
          position={hole[what]}
          busy={marks.busy === markKey(what)}
          onMark={() =>
            void marks.mark(markKey(what), (position) => onChange({ ...hole, [what]: position }))
          }
          onClear={() => onChange({ ...hole, [what]: null })}
        />
      ))}
      {markError && (
        <p role="alert" className={errorClasses}>
          {markError}
        </p>
      )}
    </div>
  );
}
