/**
 * One disc's throws in the field session: count, median and best (from the log's summary), then
 * the latest throws (read a page at a time, never the whole log: decision 0039), each with Edit
 * and Delete. Edit opens a dialog with the throw's fields; Save replaces the throw (same id). A throw
 * still in the outbox (decision 0031) is counted and marked "Waiting to send".
 */
import { useState } from 'react';
import type { Throw, ThrowType, Effort, Release } from '../../../core/schemas/throw';
import { MAX_FINISH_FT, MAX_THROW_FT } from '../../../core/rules/throw';
import {
  formatLength,
  fromFeet,
  toFeet,
  unitSymbol,
  type DistanceUnit,
} from '../../../core/flight/thrower';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { Segmented } from '../../components/ui/segmented';
import { WaitingMark } from '../../components/waiting-mark';
import {
  effortOptions,
  measuredLabel,
  releaseOptions,
  sideOptions,
  throwSummary,
  throwTypeOptions,
  typedNumber,
  type Side,
} from './throw-fields';

/** The newest throws listed until the player asks for all. */
const SHOWN_THROWS = 5;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A disc's figures over all its throws, from the log's summary. */
export interface DiscFigures {
  count: number;
  medianFt: number;
  bestFt: number;
}

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
  figures: DiscFigures | null;
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
  const count = figures?.count ?? 0;
  return (
    <section
      aria-label={`${name} throws`}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="disc-stats">
        {!figures || count === 0
          ? 'No throws yet'
          : `${count} ${count === 1 ? 'throw' : 'throws'} · median ${formatLength(figures.medianFt, unit)} · best ${formatLength(figures.bestFt, unit)}`}
      </p>
      {throws.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {listed.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                  {throwSummary(t, unit)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {timeOf(t.thrownAt)} · {measuredLabel(t)}
                  {t.note ? ` · ${t.note}` : ''}
                </p>
                {waiting.has(t.id) && <WaitingMark />}
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(t)}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDelete(t)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!all && (throws.length > SHOWN_THROWS || (more && count > SHOWN_THROWS)) && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1"
          onClick={() => {
            setAll(true);
            if (more && throws.length <= SHOWN_THROWS) more.load();
          }}
        >
          {`Show all ${Math.max(count, throws.length)} throws`}
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
          {more.loading ? 'Loading…' : 'Show older throws'}
        </Button>
      )}
      {all && (
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setAll(false)}>
          Show the latest only
        </Button>
      )}
      {editing && (
        <EditThrowDialog
          key={editing.id}
          value={editing}
          unit={unit}
          onClose={() => setEditing(null)}
          onSave={(t) => {
            onSave(t);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

function EditThrowDialog({
  value,
  unit,
  onClose,
  onSave,
}: {
  value: Throw;
  unit: DistanceUnit;
  onClose: () => void;
  onSave: (t: Throw) => void;
}) {
  const sym = unitSymbol(unit);
  const [distance, setDistance] = useState(String(Math.round(fromFeet(value.distanceFt, unit))));
  const [throwType, setThrowType] = useState<ThrowType>(value.throwType);
  const [effort, setEffort] = useState<Effort>(value.effort);
  const [release, setRelease] = useState<Release | null>(value.release);
  const [side, setSide] = useState<Side>((value.finishFt ?? 0) < 0 ? 'left' : 'right');
  const [finish, setFinish] = useState(
    value.finishFt === null ? '' : String(Math.round(fromFeet(Math.abs(value.finishFt), unit))),
  );
  const [note, setNote] = useState(value.note);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const d = typedNumber(distance);
    const feet = d === null ? null : toFeet(d, unit);
    if (feet === null || feet < 1 || feet > MAX_THROW_FT) {
      setError(`Type a distance between 1 and ${Math.round(fromFeet(MAX_THROW_FT, unit))} ${sym}`);
      return;
    }
    const f = typedNumber(finish);
    const finishFeet = f === null ? null : toFeet(Math.abs(f), unit) * (side === 'left' ? -1 : 1);
    if (finishFeet !== null && Math.abs(finishFeet) > MAX_FINISH_FT) {
      setError(`The finish must be at most ${Math.round(fromFeet(MAX_FINISH_FT, unit))} ${sym}`);
      return;
    }
    onSave({
      ...value,
      distanceFt: Math.round(feet * 10) / 10,
      throwType,
      effort,
      release,
      finishFt: finishFeet === null ? null : Math.round(finishFeet * 10) / 10,
      note: note.trim(),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit throw"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>Save throw</Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label={`Distance (${sym})`}
          inputMode="decimal"
          value={distance}
          onChange={(e) => setDistance(e.target.value)}
          error={error}
        />
        <Segmented
          label="Throw"
          options={throwTypeOptions}
          value={throwType}
          onChange={setThrowType}
        />
        <Segmented label="Effort" options={effortOptions} value={effort} onChange={setEffort} />
        <Segmented
          label="Release (optional)"
          options={releaseOptions}
          value={release}
          onChange={(r) => setRelease(r === release ? null : r)}
        />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={`Finish off the line (${sym}, optional)`}
            inputMode="decimal"
            value={finish}
            onChange={(e) => setFinish(e.target.value)}
            className="w-44"
          />
          <Segmented label="Side" options={sideOptions} value={side} onChange={setSide} />
        </div>
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
