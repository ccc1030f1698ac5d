/**
 * CourseForm: a course's name, place or city, optional position (taken from the phone where the
 * player stands, or cleared) and "Shared on this server".
 *   <CourseForm id="course-form" course={course|null} onSave={(values) => …} />
 * The form has no buttons of its own: a submit button elsewhere names it by `form={id}`.
 */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURSE_NAME_MAX, COURSE_PLACE_MAX, type Visibility } from '../../../core/rules/round';
import type { Course } from '../../../core/schemas/course';
import { Button } from '../../components/ui/button';
import { errorClasses, hintClasses } from '../../components/ui/field-styles';
import { TextField } from '../../components/ui/text-field';
import { currentFix } from '../../lib/current-fix';
import { locationProblemText } from '../../lib/throw-words';
import { VISIBILITY_WORDS } from '../../lib/play-labels';

export interface CourseValues {
  name: string;
  place: string;
  position: { lat: number; lng: number } | null;
  visibility: Visibility;
}

export const valuesOf = (c: Course | null): CourseValues => ({
  name: c?.name ?? '',
  place: c?.place ?? '',
  position: c?.position ?? null,
  visibility: c?.visibility ?? 'private',
});

function PositionField({
  position,
  onChange,
}: {
  position: CourseValues['position'];
  onChange: (p: CourseValues['position']) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const take = async () => {
    setBusy(true);
    setError(null);
    try {
      const fix = await currentFix();
      onChange({
        lat: Math.round(fix.latitude * 1e6) / 1e6,
        lng: Math.round(fix.longitude * 1e6) / 1e6,
      });
    } catch (err) {
      setError(locationProblemText((err as Error).message, i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="text-sm font-medium text-fg-label">
        <Trans>Position (optional)</Trans>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-soft">
          {position ? `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}` : t`Not set`}
        </span>
        <Button variant="secondary" loading={busy} onClick={() => void take()}>
          <Trans>Use where I am</Trans>
        </Button>
        {position && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trans>Clear position</Trans>
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

export function CourseForm({
  id,
  course,
  onSave,
}: {
  id: string;
  course: Course | null;
  onSave: (values: CourseValues) => void;
}) {
  const [values, setValues] = useState<CourseValues>(() => valuesOf(course));
  const [nameError, setNameError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = values.name.trim();
    // The schema's check (core/rules/round's COURSE_NAME_REQUIRED), in the page's language.
    if (!name) return setNameError(t`Course name is required`);
    setNameError(null);
    onSave({ ...values, name, place: values.place.trim() });
  };
  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t`Course name`}
        value={values.name}
        maxLength={COURSE_NAME_MAX}
        autoComplete="off"
        error={nameError}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <TextField
        label={t`Place or city (optional)`}
        value={values.place}
        maxLength={COURSE_PLACE_MAX}
        autoComplete="off"
        onChange={(e) => setValues({ ...values, place: e.target.value })}
      />
      <PositionField
        position={values.position}
        onChange={(position) => setValues({ ...values, position })}
      />
      <div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={values.visibility === 'shared'}
            onChange={(e) =>
              setValues({ ...values, visibility: e.target.checked ? 'shared' : 'private' })
            }
            className="size-5 accent-brand-600"
          />
          {i18n._(VISIBILITY_WORDS.shared)}
        </label>
        <p className={hintClasses}>
          <Trans>
            Everyone signed in on this Hyzer can then play its layouts and copy it; only you can
            change it.
          </Trans>
        </p>
      </div>
    </form>
  );
}
