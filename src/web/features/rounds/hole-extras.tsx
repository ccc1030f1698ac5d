/**
 * Under the strokes of the hole being scored (the scoring screen's slot): the caddie's discs for
 * the hole, the player's last times here, and "Describe your shots" (optional, folded away: a
 * hole is scored with strokes alone). Everything is read from the device (use-caddie.ts); a tap on
 * a suggested disc fills the shot's disc. Decisions 0043 and 0045.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Round, Shot } from '../../../core/schemas/round';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { evidenceText } from './caddie-words';
import { ShotEditor, shotLine } from './shot-editor';
import { useCaddie } from './use-caddie';
import { useHoleShots } from './use-hole-shots';

/** Suggestions shown before "Show all". */
const FIRST_SUGGESTIONS = 3;

export interface HoleExtrasProps {
  round: Round;
  holeIndex: number;
  shots: Shot[];
  onShotsChange: (shots: Shot[]) => void;
}

function TeeSuggestions({
  caddie,
  onPick,
}: {
  caddie: ReturnType<typeof useCaddie>;
  onPick: (userDiscId: string) => void;
}) {
  const [all, setAll] = useState(false);
  const { t, i18n } = useLingui();
  const shown = all ? caddie.suggestions : caddie.suggestions.slice(0, FIRST_SUGGESTIONS);
  const count = caddie.suggestions.length;
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="caddie-heading" className="flex flex-col gap-2">
      <h3 id="caddie-heading" className="text-sm font-semibold text-fg-body">
        <Trans>Your discs for this hole</Trans>
      </h3>
      <ol className="flex flex-col gap-1.5">
        {shown.map((s, i) => (
          <li key={s.disc.userDiscId}>
            <Button
              variant="bare"
              onClick={() => onPick(s.disc.userDiscId)}
              className={cn(
                'flex min-h-11 w-full items-baseline gap-2 rounded-lg border px-3 py-2 text-left text-sm',
                'border-slate-200 bg-surface hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              )}
            >
              <span className="font-semibold text-brand-800 dark:text-brand-300">{i + 1}.</span>
              <span className="text-fg-body">{evidenceText(s, caddie.unit, i18n)}</span>
            </Button>
          </li>
        ))}
      </ol>
      {caddie.suggestions.length > FIRST_SUGGESTIONS && (
        <Button variant="ghost" className="self-start" onClick={() => setAll(!all)}>
          {all ? t`Show fewer` : t`Show all ${count}`}
        </Button>
      )}
    </section>
  );
}

function LastTimes({ caddie }: { caddie: ReturnType<typeof useCaddie> }) {
  const { t } = useLingui();
  if (caddie.lastTimes.length === 0) return null;
  const score = (d: number) =>
    d === 0 ? t({ message: 'par', context: 'a score at par' }) : d > 0 ? `+${d}` : String(d);
  const times = caddie.lastTimes
    .map((l) => {
      const disc = (l.userDiscId ? caddie.names.get(l.userDiscId) : null) ?? t`no disc noted`;
      return `${disc}, ${l.strokes} (${score(l.strokes - l.par)})`;
    })
    .join('; ');
  return (
    <p className="text-sm text-fg-muted">
      <Trans>Last times here: {times}</Trans>
    </p>
  );
}

export function HoleExtras({ round, holeIndex, shots, onShotsChange }: HoleExtrasProps) {
  const caddie = useCaddie(round, holeIndex);
  const hole = round.holes[holeIndex];
  const edits = useHoleShots(holeIndex, shots, onShotsChange, caddie.thrower.throwType);
  const { mine, open, setOpen } = edits;
  if (!hole) return null;
  return (
    <div className="flex flex-col gap-3">
      <TeeSuggestions caddie={caddie} onPick={edits.pick} />
      <LastTimes caddie={caddie} />
      <div className="flex flex-col gap-2">
        <Button
          variant="ghost"
          className="self-start"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Trans>Describe your shots</Trans>
          {mine.length ? ` (${mine.length})` : ''}
        </Button>
        {open && (
          <div className="flex flex-col gap-2">
            <ShotList hole={hole} caddie={caddie} edits={edits} />
            <Button variant="secondary" className="self-start" onClick={() => edits.add()}>
              <Trans>Add a shot</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The hole's shots, one line each; the one being edited in the shot editor. */
function ShotList({
  hole,
  caddie,
  edits,
}: {
  hole: Round['holes'][number];
  caddie: ReturnType<typeof useCaddie>;
  edits: ReturnType<typeof useHoleShots>;
}) {
  const { i18n } = useLingui();
  const { mine, editing, setEditing } = edits;
  return (
    <ol className="flex flex-col gap-2">
      {mine.map((s, i) => (
        <li key={s.id}>
          {editing === i ? (
            <ShotEditor
              shot={s}
              index={i}
              start={i === 0 ? hole.tee : (mine[i - 1]!.landing ?? null)}
              basket={hole.basket}
              discs={caddie.discs}
              unit={caddie.unit}
              onChange={(over) => edits.change(s.id, over)}
              onRemove={() => edits.remove(s.id)}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Button
              variant="bare"
              onClick={() => setEditing(i)}
              className="min-h-10 w-full rounded-lg px-2 text-left text-sm text-fg-body hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              {shotLine(s, i, caddie.names, caddie.unit, i18n)}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
