/**
 * One disc's throws in the field session: the median and best of its full-power throws of one
 * type with the others counted apart (core/throws/disc-figures, from the log's summary), then
 * the latest throws (read a page at a time, never the whole log: decision 0039), each with Edit
 * and Delete. Edit opens a dialog with the throw's fields; Save replaces the throw (same id). A throw
 * still in the outbox (decision 0031) is counted and marked "Waiting to send".
 */
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Throw } from '../../../../core/schemas/throw';
import { formatLength, type DistanceUnit } from '../../../../core/flight/thrower';
import { throwsCounted, type DiscFigures } from '../../../../core/throws/disc-figures';
import { Button } from '../../../components/ui/button';
import { WaitingMark } from '../../../components/waiting-mark';
import { EditThrowDialog } from './edit-throw-dialog';
import { measuredLabel, throwSummary } from './throw-fields';
import { discFiguresWords } from '../../../lib/throw-words';

/** The newest throws listed until the player asks for all. */
const SHOWN_THROWS = 5;

export const timeOf = (iso: string, i18n: I18n) =>
  i18n.date(iso, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function DiscThrows({
  name,
  figures,
  throws,
  more,
  waiting,
  unit,
  onSave,
  onDelete,
}: {
  name: string;
  figures: DiscFigures;
  /** The throws read so far, newest first. */
  throws: Throw[];
  /** Reads the next (older) page; null once the list is read to its end. */
  more: { load: () => void; loading: boolean } | null;
  /** Ids of the throws whose write is still in the outbox. */
  waiting: ReadonlySet<string>;
  unit: DistanceUnit;
  onSave: (t: Throw) => void;
  onDelete: (t: Throw) => void;
}) {
  const [editing, setEditing] = useState<Throw | null>(null);
  const [all, setAll] = useState(false);
  const listed = all ? throws : throws.slice(0, SHOWN_THROWS);
  const count = throwsCounted(figures);
  const { t, i18n } = useLingui();
  return (
    <section
      aria-label={t`${name} throws`}
      className="rounded-xl border border-slate-200 bg-surface p-4 dark:border-slate-700"
    >
      <h3 className="font-semibold text-fg">{name}</h3>
      <p className="text-sm text-fg-muted" data-testid="disc-stats">
        {discFiguresWords(figures, (feet) => formatLength(feet, unit), i18n)}
      </p>
      {throws.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {listed.map((one) => (
            <ThrowRow
              key={one.id}
              value={one}
              unit={unit}
              waiting={waiting.has(one.id)}
              onEdit={() => setEditing(one)}
              onDelete={() => onDelete(one)}
            />
          ))}
        </ul>
      )}
      <MoreThrows all={all} setAll={setAll} read={throws.length} count={count} more={more} />
      {editing && (
        <EditThrowDialog
          key={editing.id}
          value={editing}
          unit={unit}
          onClose={() => setEditing(null)}
          onSave={(edited) => {
            onSave(edited);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

/** Show all the throws (reading more when needed), older ones, or the latest only again. */
function MoreThrows({
  all,
  setAll,
  read,
  count,
  more,
}: {
  all: boolean;
  setAll: (all: boolean) => void;
  /** How many throws are read so far. */
  read: number;
  /** How many the figures count. */
  count: number;
  more: { load: () => void; loading: boolean } | null;
}) {
  const { t } = useLingui();
  const total = Math.max(count, read);
  return (
    <>
      {!all && (read > SHOWN_THROWS || (more && count > SHOWN_THROWS)) && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1"
          onClick={() => {
            setAll(true);
            if (more && read <= SHOWN_THROWS) more.load();
          }}
        >
          {t`Show all ${total} throws`}
        </Button>
      )}
      {all && more && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1"
          disabled={more.loading}
          onClick={more.load}
        >
          {more.loading ? t`Loading…` : t`Show older throws`}
        </Button>
      )}
      {all && (
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setAll(false)}>
          <Trans>Show the latest only</Trans>
        </Button>
      )}
    </>
  );
}

/** One throw in a list: what it was, when and how measured, and its Edit and Delete. */
export function ThrowRow({
  value: one,
  unit,
  waiting,
  label,
  onEdit,
  onDelete,
}: {
  value: Throw;
  unit: DistanceUnit;
  waiting: boolean;
  /** What names the throw beside its time (the history gives the disc). */
  label?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const what = throwSummary(one, unit, i18n);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {label ? `${label} · ${what}` : what}
        </p>
        <p className="text-xs text-fg-subtle">
          {timeOf(one.thrownAt, i18n)} · {measuredLabel(one, i18n)}
          {one.note ? ` · ${one.note}` : ''}
        </p>
        {waiting && <WaitingMark />}
      </div>
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={onEdit}
          aria-label={label ? t`Edit ${label} ${what}` : t`Edit throw ${what}`}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={label ? t`Delete ${label} ${what}` : t`Delete throw ${what}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
