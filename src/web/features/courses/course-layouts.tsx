/**
 * CourseLayouts: a course's layouts, each with "Play this layout" (a round started on it). For
 * its author, each is edited in place (LayoutEditor) and "Add layout" opens a new one; for another
 * player's shared course they are read only.
 *   <CourseLayouts course={course} unit onSave={(id, layout) => …} onDelete={(id) => …} />
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LengthUnit } from '../../../core/rules/round';
import type { Course } from '../../../core/schemas/course';
import { SectionCard } from '../../components/section-card';
import { Button, LinkButton } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import type { Hole } from './hole-draft';
import { LayoutEditor } from './layout-editor';
import { LayoutView } from './layout-view';

type SaveLayout = (id: string, layout: { name: string; holes: Hole[] }) => Promise<void>;

function EditableLayout({
  layout,
  unit,
  onSave,
  onDelete,
  onCancel,
  onSaved,
}: {
  layout: Course['layouts'][number] | null;
  unit: LengthUnit;
  onSave: SaveLayout;
  onDelete?: () => void;
  onCancel?: () => void;
  onSaved: (name: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (value: { name: string; holes: Hole[] }) => {
    setBusy(true);
    setError(null);
    try {
      await onSave(layout?.id ?? crypto.randomUUID(), value);
      onSaved(value.name);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LayoutEditor
      layout={layout}
      unit={unit}
      saving={busy}
      error={error}
      onSave={(v) => void save(v)}
      onCancel={onCancel}
      onDelete={onDelete}
    />
  );
}

export function CourseLayouts({
  course,
  unit,
  onSave,
  onDelete,
  onSaved,
}: {
  course: Course;
  unit: LengthUnit;
  onSave: SaveLayout;
  onDelete: (id: string) => Promise<void>;
  onSaved: (text: string) => void;
}) {
  const [adding, setAdding] = useState(course.mine && course.layouts.length === 0);
  const [deleting, setDeleting] = useState<Course['layouts'][number] | null>(null);
  const { t } = useLingui();
  const saved = (name: string) => t`Layout “${name}” saved.`;
  const layoutTitle = (name: string) => t`Layout: ${name}`;
  const deletingName = deleting?.name ?? '';
  return (
    <div className="space-y-4">
      {course.layouts.map((l) => (
        <SectionCard
          key={l.id}
          id={`layout-${l.id}`}
          title={layoutTitle(l.name)}
          action={
            <LinkButton variant="secondary" size="sm" to={paths.newRoundOn(course.id, l.id)}>
              <Trans>Play this layout</Trans>
            </LinkButton>
          }
        >
          <div className="mt-3">
            {course.mine ? (
              <EditableLayout
                layout={l}
                unit={unit}
                onSave={onSave}
                onDelete={() => setDeleting(l)}
                onSaved={(name) => onSaved(saved(name))}
              />
            ) : (
              <LayoutView layout={l} />
            )}
          </div>
        </SectionCard>
      ))}
      {course.mine &&
        (adding ? (
          <SectionCard id="new-layout" title={t`New layout`}>
            <div className="mt-3">
              <EditableLayout
                layout={null}
                unit={unit}
                onSave={onSave}
                onCancel={course.layouts.length > 0 ? () => setAdding(false) : undefined}
                onSaved={(name) => {
                  setAdding(false);
                  onSaved(saved(name));
                }}
              />
            </div>
          </SectionCard>
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Trans>Add layout</Trans>
          </Button>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete layout`}
        message={t`Delete the layout “${deletingName}”? Rounds played on it keep their holes and scores.`}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          const l = deleting!;
          const name = l.name;
          setDeleting(null);
          void onDelete(l.id).then(() => onSaved(t`Layout “${name}” deleted.`));
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
