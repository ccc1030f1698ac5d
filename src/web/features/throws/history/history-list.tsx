/**
 * The throw history's list: the throws read so far, grouped by day, each with its disc, Edit (a
 * dialog that can move it to another disc) and Delete (done at once, with Undo), and "Show older
 * throws" for the next page.
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Throw } from '../../../../core/schemas/throw';
import type { DistanceUnit } from '../../../../core/flight/thrower';
import { Button } from '../../../components/ui/button';
import { EditThrowDialog, type DiscChoice } from '../field/edit-throw-dialog';
import { ThrowRow } from '../field/throw-list';
import { byDay } from './by-day';

export function HistoryList({
  throws,
  discs,
  waiting,
  unit,
  more,
  onSave,
  onDelete,
}: {
  throws: readonly Throw[];
  discs: readonly DiscChoice[];
  waiting: ReadonlySet<string>;
  unit: DistanceUnit;
  /** Reads the next (older) page; null once the list is read to its end. */
  more: { load: () => void; loading: boolean } | null;
  onSave: (t: Throw) => void;
  onDelete: (t: Throw) => void;
}) {
  const [editing, setEditing] = useState<Throw | null>(null);
  const { t, i18n } = useLingui();
  const nameOf = (id: string) => discs.find((d) => d.id === id)?.name ?? t`A deleted disc`;
  return (
    <div className="space-y-4">
      {byDay(throws, i18n).map((day) => {
        const count = day.throws.length;
        return (
          <section
            key={day.key}
            aria-labelledby={`day-${day.key}`}
            className="rounded-xl border border-slate-200 bg-surface px-4 py-2 dark:border-slate-700"
          >
            <h3 id={`day-${day.key}`} className="pt-2 font-semibold text-fg">
              {day.label}{' '}
              <span className="text-sm font-normal whitespace-nowrap text-fg-subtle">
                (<Plural value={count} one="# throw" other="# throws" />)
              </span>
            </h3>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {day.throws.map((one) => (
                <ThrowRow
                  key={one.id}
                  value={one}
                  unit={unit}
                  label={nameOf(one.userDiscId)}
                  waiting={waiting.has(one.id)}
                  onEdit={() => setEditing(one)}
                  onDelete={() => onDelete(one)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {more && (
        <Button variant="secondary" block loading={more.loading} onClick={more.load}>
          <Trans>Show older throws</Trans>
        </Button>
      )}
      {editing && (
        <EditThrowDialog
          key={editing.id}
          value={editing}
          unit={unit}
          discs={discs}
          onClose={() => setEditing(null)}
          onSave={(edited) => {
            onSave(edited);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
