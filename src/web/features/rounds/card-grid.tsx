/**
 * The whole scorecard as a grid: a row per hole (label, par, each card player's strokes against
 * par by colour and sign), the totals at the foot. On a phone it opens on request; on a desktop
 * it stands beside the hole being scored. A hole's label takes the player to that hole.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Round } from '../../../core/schemas/round';
import { cardTotals, formatToPar } from '../../../core/rounds/stats';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

/** The colour of a score against par: birdie or better, par, bogey, double or worse. */
export function scoreTone(diff: number): string {
  if (diff <= -1)
    return 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100';
  if (diff === 0) return 'text-slate-900 dark:text-slate-100';
  if (diff === 1) return 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100';
  return 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100';
}

export function CardGrid({
  round,
  names,
  current,
  onPick,
}: {
  round: Round;
  names: readonly string[];
  /** The hole being scored (index), highlighted. */
  current?: number;
  onPick?: (index: number) => void;
}) {
  const byHole = new Map(round.scores.map((h) => [h.hole, h]));
  const courseName = round.courseName;
  const layoutName = round.layoutName;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-surface dark:border-slate-700">
      <table className="w-full border-collapse text-center text-sm tabular-nums">
        <caption className="sr-only">
          <Trans>
            Scorecard: {courseName}, {layoutName}
          </Trans>
        </caption>
        <thead className="bg-surface-muted text-slate-700 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-2 py-2 text-left">
              <Trans context="scorecard column">Hole</Trans>
            </th>
            <th scope="col" className="px-2 py-2">
              <Trans context="scorecard column">Par</Trans>
            </th>
            {names.map((n, i) => (
              <th key={i} scope="col" className="max-w-24 truncate px-2 py-2">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {round.holes.map((hole, i) => (
            <CardRow
              key={i}
              hole={hole}
              held={byHole.get(i + 1)}
              players={names.length}
              current={current === i}
              onPick={onPick && (() => onPick(i))}
            />
          ))}
        </tbody>
        <CardFoot round={round} />
      </table>
    </div>
  );
}

/** A hole's row: its label (a button to that hole when the card can move), par, each score. */
function CardRow({
  hole,
  held,
  players,
  current,
  onPick,
}: {
  hole: Round['holes'][number];
  held: Round['scores'][number] | undefined;
  players: number;
  current: boolean;
  onPick: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const label = hole.label;
  return (
    <tr
      aria-current={current ? 'step' : undefined}
      className={cn(
        'border-t border-slate-200 dark:border-slate-700',
        current && 'bg-brand-50 dark:bg-brand-900/40',
      )}
    >
      <th scope="row" className="px-1 py-0.5 text-left font-semibold">
        {onPick ? (
          <Button
            variant="bare"
            onClick={onPick}
            aria-label={t`Go to hole ${label}`}
            className="min-h-11 min-w-11 rounded-md px-2 text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {hole.label}
          </Button>
        ) : (
          <span className="px-2">{hole.label}</span>
        )}
      </th>
      <td className="px-2 text-fg-muted">{hole.par}</td>
      {Array.from({ length: players }, (_, player) => {
        const s = held?.scores.find((x) => x.player === player);
        return (
          <td key={player} className="px-1 py-1">
            {s ? (
              <span
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md font-semibold',
                  scoreTone(s.strokes - hole.par),
                )}
              >
                {s.strokes}
              </span>
            ) : (
              <span className="text-fg-subtle">–</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** The totals: the layout's par and each player's strokes and score against par. */
function CardFoot({ round }: { round: Round }) {
  const totals = cardTotals(round);
  const par = round.holes.reduce((s, h) => s + h.par, 0);
  return (
    <tfoot className="border-t-2 border-border-strong font-semibold">
      <tr>
        <th scope="row" className="px-2 py-2 text-left">
          <Trans context="scorecard row">Total</Trans>
        </th>
        <td className="px-2">{par}</td>
        {totals.map((t) => (
          <td key={t.player} className="px-1 py-2">
            {t.holesPlayed === 0 ? (
              '–'
            ) : (
              <>
                {t.strokes} <span className="text-xs font-medium">({formatToPar(t.toPar)})</span>
              </>
            )}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}
