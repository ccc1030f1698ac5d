/**
 * Under the strokes of the hole being scored (the scoring screen's slot): the caddie's discs for
 * the hole, the player's last times here, and "Describe your shots" (optional, folded away: a
 * hole is scored with strokes alone). Everything is read from the device (use-caddie.ts); a tap on
 * a suggested disc fills the shot's disc. Decisions 0043 and 0045.
 */
import { useState } from 'react';
import type { Round, Shot } from '../../../core/schemas/round';
import { formatLength } from '../../../core/flight/thrower';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ShotEditor, shotLine } from './shot-editor';
import { useCaddie } from './use-caddie';

/** Suggestions shown before "Show all". */
const FIRST_SUGGESTIONS = 3;

export interface HoleExtrasProps {
  round: Round;
  holeIndex: number;
  shots: Shot[];
  onShotsChange: (shots: Shot[]) => void;
}

const newShot = (over: Partial<Shot>): Shot => ({
  id: crypto.randomUUID(),
  userDiscId: null,
  throwType: null,
  effort: null,
  landing: null,
  distanceFt: null,
  toBasketFt: null,
  result: null,
  ...over,
});

function TeeSuggestions({
  caddie,
  onPick,
}: {
  caddie: ReturnType<typeof useCaddie>;
  onPick: (userDiscId: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? caddie.suggestions : caddie.suggestions.slice(0, FIRST_SUGGESTIONS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="caddie-heading" className="flex flex-col gap-2">
      <h3 id="caddie-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        Your discs for this hole
      </h3>
      <ol className="flex flex-col gap-1.5">
        {shown.map((s, i) => (
          <li key={s.disc.userDiscId}>
            <button
              type="button"
              onClick={() => onPick(s.disc.userDiscId)}
              className={cn(
                'flex min-h-11 w-full items-baseline gap-2 rounded-lg border px-3 py-2 text-left text-sm',
                'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              )}
            >
              <span className="font-semibold text-brand-800 dark:text-brand-300">{i + 1}.</span>
              <span className="text-slate-800 dark:text-slate-100">{s.evidence}</span>
            </button>
          </li>
        ))}
      </ol>
      {caddie.suggestions.length > FIRST_SUGGESTIONS && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${caddie.suggestions.length}`}
        </Button>
      )}
    </section>
  );
}

function LastTimes({ caddie }: { caddie: ReturnType<typeof useCaddie> }) {
  if (caddie.lastTimes.length === 0) return null;
  const score = (d: number) => (d === 0 ? 'par' : d > 0 ? `+${d}` : String(d));
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      Last times here:{' '}
      {caddie.lastTimes
        .map((l) => {
          const disc = l.userDiscId ? caddie.names.get(l.userDiscId) : null;
          return `${disc ?? 'no disc noted'}, ${l.strokes} (${score(l.strokes - l.par)})`;
        })
        .join('; ')}
    </p>
  );
}

export function HoleExtras({ round, holeIndex, shots, onShotsChange }: HoleExtrasProps) {
  const caddie = useCaddie(round, holeIndex);
  const hole = round.holes[holeIndex];
  const [open, setOpen] = useState(shots.length > 0);
  const [editing, setEditing] = useState<number | null>(null);
  const change = (i: number, shot: Shot) =>
    onShotsChange(shots.map((s, j) => (j === i ? shot : s)));
  const add = (over: Partial<Shot> = {}) => {
    const first = shots.length === 0;
    onShotsChange([
      ...shots,
      newShot({
        throwType: first ? caddie.thrower.throwType : null,
        effort: first ? 'full' : null,
        ...over,
      }),
    ]);
    setEditing(shots.length);
    setOpen(true);
  };
  const pick = (userDiscId: string) => {
    const at = editing ?? (shots.length ? 0 : null);
    if (at === null) add({ userDiscId });
    else {
      change(at, { ...shots[at]!, userDiscId });
      setEditing(at);
      setOpen(true);
    }
  };
  if (!hole) return null;
  return (
    <div className="flex flex-col gap-3">
      {hole.lengthFt !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatLength(hole.lengthFt, caddie.unit)}
        </p>
      )}
      <TeeSuggestions caddie={caddie} onPick={pick} />
      <LastTimes caddie={caddie} />
      <div className="flex flex-col gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Describe your shots{shots.length ? ` (${shots.length})` : ''}
        </Button>
        {open && (
          <div className="flex flex-col gap-2">
            <ol className="flex flex-col gap-2">
              {shots.map((s, i) => (
                <li key={s.id}>
                  {editing === i ? (
                    <ShotEditor
                      shot={s}
                      index={i}
                      start={i === 0 ? hole.tee : (shots[i - 1]!.landing ?? null)}
                      basket={hole.basket}
                      discs={caddie.discs}
                      unit={caddie.unit}
                      onChange={(shot) => change(i, shot)}
                      onRemove={() => {
                        onShotsChange(shots.filter((_, j) => j !== i));
                        setEditing(null);
                      }}
                      onDone={() => setEditing(null)}
                    />
                  ) : (
                    <button
                      type="button"
                      onClick={() => setEditing(i)}
                      className="min-h-10 w-full rounded-lg px-2 text-left text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
                    >
                      {shotLine(s, i, caddie.names, caddie.unit)}
                    </button>
                  )}
                </li>
              ))}
            </ol>
            <Button variant="secondary" size="sm" className="self-start" onClick={() => add()}>
              Add a shot
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
