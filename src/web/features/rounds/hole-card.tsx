/**
 * One hole on the scoring screen: its label, par and length in big type, and for each card
 * player (the name whole, wrapped when long) their strokes between large − and + buttons (at par
 * until tapped). Penalty strokes and putts are tucked behind one toggle: closed, they cost no tap.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardScore, Round } from '../../../core/schemas/round';
import type { CardTotal } from '../../../core/rounds/stats';
import { formatToPar } from '../../../core/rounds/stats';
import { formatLength, type DistanceUnit } from '../../../core/flight/thrower';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { canStep, type ScorePart } from './card-draft';

const stepButton =
  'inline-flex items-center justify-center rounded-xl border-2 font-bold transition-colors select-none ' +
  'border-brand-700 bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100 ' +
  'dark:border-brand-400 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 dark:disabled:border-slate-700 dark:disabled:text-slate-600';

function Stepper({
  name,
  part,
  score,
  onStep,
  size,
}: {
  name: string;
  part: ScorePart;
  score: CardScore;
  onStep: (part: ScorePart, by: 1 | -1) => void;
  size: 'lg' | 'sm';
}) {
  const { t } = useLingui();
  const value = score[part];
  const shown = value ?? 0;
  const fewer =
    part === 'strokes'
      ? t`One fewer strokes for ${name}`
      : part === 'penalty'
        ? t`One fewer penalty strokes for ${name}`
        : t`One fewer putts for ${name}`;
  const more =
    part === 'strokes'
      ? t`One more strokes for ${name}`
      : part === 'penalty'
        ? t`One more penalty strokes for ${name}`
        : t`One more putts for ${name}`;
  const label =
    value === null
      ? t`${name}: no putts`
      : part === 'strokes'
        ? t`${name}: ${plural(shown, { one: '# stroke', other: '# strokes' })}`
        : part === 'penalty'
          ? t`${name}: ${plural(shown, { one: '# penalty stroke', other: '# penalty strokes' })}`
          : t`${name}: ${plural(shown, { one: '# putt', other: '# putts' })}`;
  const big = size === 'lg';
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Button
        variant="bare"
        className={cn(stepButton, big ? 'size-16 text-3xl' : 'size-11 text-xl')}
        aria-label={fewer}
        disabled={!canStep(score, part, -1)}
        onClick={() => onStep(part, -1)}
      >
        −
      </Button>
      <output
        aria-label={label}
        className={cn('text-center font-bold tabular-nums', big ? 'w-14 text-5xl' : 'w-8 text-2xl')}
      >
        {value ?? '–'}
      </output>
      <Button
        variant="bare"
        className={cn(stepButton, big ? 'size-16 text-3xl' : 'size-11 text-xl')}
        aria-label={more}
        disabled={!canStep(score, part, 1)}
        onClick={() => onStep(part, 1)}
      >
        +
      </Button>
    </div>
  );
}

export function HoleCard({
  round,
  index,
  names,
  scores,
  totals,
  saved,
  unit,
  extrasOpen,
  onExtras,
  onStep,
}: {
  round: Round;
  index: number;
  names: readonly string[];
  scores: CardScore[];
  totals: CardTotal[];
  saved: boolean;
  unit: DistanceUnit;
  extrasOpen: boolean;
  onExtras: () => void;
  onStep: (player: number, part: ScorePart, by: 1 | -1) => void;
}) {
  const hole = round.holes[index]!;
  const { t } = useLingui();
  const label = hole.label;
  const par = hole.par;
  return (
    <section aria-labelledby="hole-heading" className="space-y-3">
      <div className="flex items-end justify-between gap-3">
        <h2 id="hole-heading" className="text-3xl font-extrabold tracking-tight">
          <Trans>Hole {label}</Trans>
        </h2>
        <p className="text-right text-lg font-semibold text-slate-700 dark:text-slate-200">
          <Trans>Par {par}</Trans>
          {hole.lengthFt !== null && (
            <span className="font-normal"> · {formatLength(hole.lengthFt, unit)}</span>
          )}
        </p>
      </div>
      {hole.note && <p className="text-sm text-fg-muted">{hole.note}</p>}
      <ul className="space-y-2">
        {scores.map((s) => (
          <PlayerScore
            key={s.player}
            score={s}
            name={names[s.player] ?? ''}
            total={totals[s.player]}
            par={hole.par}
            saved={saved}
            extrasOpen={extrasOpen}
            onStep={(part, by) => onStep(s.player, part, by)}
          />
        ))}
      </ul>
      <Button
        variant="bare"
        aria-expanded={extrasOpen}
        onClick={onExtras}
        className="min-h-11 rounded-lg px-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-200"
      >
        {extrasOpen ? t`Hide penalty and putts` : t`Penalty and putts`}
      </Button>
    </section>
  );
}

/** A card player's score on the hole: name, against par and total, the strokes, and the extras. */
function PlayerScore({
  score: s,
  name,
  total,
  par,
  saved,
  extrasOpen,
  onStep,
}: {
  score: CardScore;
  name: string;
  total: CardTotal | undefined;
  par: number;
  saved: boolean;
  extrasOpen: boolean;
  onStep: (part: ScorePart, by: 1 | -1) => void;
}) {
  const { t } = useLingui();
  const diff = s.strokes - par;
  const sum = total && total.holesPlayed > 0 ? formatToPar(total.toPar) : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-surface p-3 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3">
        {/* The name whole, on more lines when long: the steppers beside keep their size. */}
        <div className="min-w-0">
          <p className="text-lg font-semibold wrap-anywhere">{name}</p>
          <p className="text-sm text-fg-muted">
            {saved ? formatToPar(diff) : t`Par until you tap`}
            {sum !== null && (
              <>
                {' '}
                · <Trans>total {sum}</Trans>
              </>
            )}
          </p>
        </div>
        <Stepper name={name} part="strokes" score={s} size="lg" onStep={onStep} />
      </div>
      {extrasOpen && (
        <div className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          {(['penalty', 'putts'] as const).map((part) => (
            <div key={part} className="flex items-center gap-2">
              <span className="text-sm font-medium">
                {part === 'penalty' ? t`Penalty` : t`Putts`}
              </span>
              <Stepper name={name} part={part} score={s} size="sm" onStep={onStep} />
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
