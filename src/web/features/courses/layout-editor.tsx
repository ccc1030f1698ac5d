/**
 * LayoutEditor: a layout's name and holes, saved whole. A new layout starts with N holes of par 3
 * (18 unless the player says otherwise); Tab runs through each hole's par and length; "Set all
 * pars" sets every hole at once. Lengths are typed in the player's unit (ft or m).
 *   <LayoutEditor layout={layout|null} unit onSave={({ name, holes }) => …} saving error
 *     onCancel? onDelete? />
 */
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LAYOUT_NAME_REQUIRED,
  MAX_HOLES,
  MAX_PAR,
  MIN_HOLES,
  MIN_PAR,
  type LengthUnit,
} from '../../../core/rules/round';
import type { Layout } from '../../../core/schemas/course';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { controlClasses, labelClasses } from '../../components/ui/field-styles';
import {
  blankHole,
  blankHoles,
  draftOf,
  holesFromDrafts,
  nextLabel,
  type Hole,
  type HoleDraft,
  type HoleErrors,
} from './hole-draft';
import { HoleRow } from './hole-row';
import { useHoleMark } from './use-hole-mark';
import { courseCheckText } from './course-words';

/** The alert's English words (the tests find it by these). */
export const FIX_THE_HOLES = 'Some holes need a fix before the layout can be saved.';

function SetAllPars({ onSet }: { onSet: (par: number) => void }) {
  const [par, setPar] = useState('3');
  const { t } = useLingui();
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor="all-pars" className={labelClasses}>
          <Trans>Set all pars</Trans>
        </label>
        <select
          id="all-pars"
          value={par}
          onChange={(e) => setPar(e.target.value)}
          className={controlClasses(false)}
        >
          {Array.from({ length: MAX_PAR - MIN_PAR + 1 }, (_, i) => String(MIN_PAR + i)).map((p) => (
            <option key={p} value={p}>
              {t`Par ${p}`}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={() => onSet(Number(par))}>
        <Trans>Set all</Trans>
      </Button>
    </div>
  );
}

export function LayoutEditor({
  layout,
  unit,
  onSave,
  saving,
  error,
  onCancel,
  onDelete,
}: {
  layout: Layout | null;
  unit: LengthUnit;
  onSave: (layout: { name: string; holes: Hole[] }) => void;
  saving?: boolean;
  error?: string | null;
  onCancel?: () => void;
  onDelete?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(layout?.name ?? '');
  const [holes, setHoles] = useState<HoleDraft[]>(() =>
    layout ? layout.holes.map((h) => draftOf(h, unit, i18n)) : blankHoles(18),
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Map<number, HoleErrors>>(new Map());
  const formId = `layout-${layout?.id ?? 'new'}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? null : courseCheckText(LAYOUT_NAME_REQUIRED, i18n));
    const out = holesFromDrafts(holes, unit);
    setErrors(out.ok ? new Map() : out.errors);
    if (trimmed && out.ok) onSave({ name: trimmed, holes: out.holes });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t`Layout name`}
        value={name}
        maxLength={100}
        placeholder={t`Main, Gold, Long tees…`}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex flex-wrap items-end gap-4">
        {!layout && <StartHoles onStart={(n) => setHoles(blankHoles(n))} />}
        <SetAllPars
          onSet={(par) => setHoles((all) => all.map((h) => ({ ...h, par: String(par) })))}
        />
      </div>
      <HoleColumns />
      <HoleList holes={holes} setHoles={setHoles} unit={unit} errors={errors} />
      {errors.size > 0 && (
        <Alert tone="error">{t`Some holes need a fix before the layout can be saved.`}</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <LayoutActions saving={saving} onCancel={onCancel} onDelete={onDelete} />
    </form>
  );
}

/** A new layout's number of holes, and a fresh start with that many. */
function StartHoles({ onStart }: { onStart: (holes: number) => void }) {
  const [count, setCount] = useState('18');
  const { t } = useLingui();
  const n = Number(count);
  const countFine = Number.isInteger(n) && n >= MIN_HOLES && n <= MAX_HOLES;
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={t`Number of holes`}
        inputMode="numeric"
        value={count}
        className="w-32"
        onChange={(e) => setCount(e.target.value)}
      />
      <Button variant="secondary" disabled={!countFine} onClick={() => onStart(n)}>
        {countFine ? t`Start ${n} holes` : t`Start holes`}
      </Button>
    </div>
  );
}

/** The heads of the hole rows' columns, for the eye (each field has its own label). */
function HoleColumns() {
  return (
    <div
      className="grid grid-cols-[2.5rem_3.5rem_minmax(5rem,7rem)_auto] gap-2 px-3 text-xs font-semibold text-fg-faint uppercase"
      aria-hidden="true"
    >
      <span>
        <Trans context="scorecard column">Hole</Trans>
      </span>
      <span className="text-center">
        <Trans context="scorecard column">Par</Trans>
      </span>
      <span className="text-center">
        <Trans context="table column">Length</Trans>
      </span>
    </div>
  );
}

/** Save, and cancel or delete where the caller offers them. */
function LayoutActions({
  saving,
  onCancel,
  onDelete,
}: {
  saving?: boolean;
  onCancel?: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={saving}>
        <Trans>Save layout</Trans>
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      {onDelete && (
        <Button variant="danger" className="ml-auto" onClick={onDelete}>
          <Trans>Delete layout</Trans>
        </Button>
      )}
    </div>
  );
}

/** The holes in order, each a row of the editor, and "Add hole" while there is room. */
function HoleList({
  holes,
  setHoles,
  unit,
  errors,
}: {
  holes: HoleDraft[];
  setHoles: Dispatch<SetStateAction<HoleDraft[]>>;
  unit: LengthUnit;
  errors: Map<number, HoleErrors>;
}) {
  const marks = useHoleMark();
  const { t } = useLingui();
  const change = (i: number, hole: HoleDraft) =>
    setHoles((all) => all.map((h, j) => (j === i ? hole : h)));
  return (
    <>
      <ol aria-label={t`Holes`} className="space-y-2">
        {holes.map((h, i) => (
          <HoleRow
            key={i}
            index={i}
            hole={h}
            unit={unit}
            errors={errors.get(i)}
            onChange={(hole) => change(i, hole)}
            onRemove={
              holes.length > MIN_HOLES
                ? () => setHoles((all) => all.filter((_, j) => j !== i))
                : undefined
            }
            marks={marks}
          />
        ))}
      </ol>
      {holes.length < MAX_HOLES && (
        <Button
          variant="secondary"
          onClick={() => setHoles((all) => [...all, blankHole(nextLabel(all))])}
        >
          <Trans>Add hole</Trans>
        </Button>
      )}
    </>
  );
}
