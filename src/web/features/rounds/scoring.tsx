/**
 * Scoring a round one hole at a time (see routes/round.tsx). The hole being scored is a draft
 * (card-draft.ts) of its scores and its shots, owned here: every change, a − / + tap or a shot
 * described under the hole, is laid over the draft as last changed on this screen and writes the
 * whole hole through the outbox at once, so the last write of a hole always carries both the
 * latest scores and the latest shots, whichever control made it. Moving on from a hole not yet
 * tapped stores it as shown (at par), so a par is one tap. Going back never writes. Swipe left or
 * right, or the arrow keys, move as the buttons do.
 */
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Round, Shot } from '../../../core/schemas/round';
import { cardTotals, formatToPar, myStrokes, resumeHole } from '../../../core/rounds/stats';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useRoundWrites } from '../../data/use-rounds';
import { errorMessage } from '../../lib/error-message';
import { useThrower } from '../../lib/use-thrower';
import { CardGrid } from './card-grid';
import { draftOf, step, type HoleDraft, type ScorePart } from './card-draft';
import { HoleCard } from './hole-card';
import { HoleExtras } from './hole-extras';

/** The shortest horizontal swipe that moves to another hole, in CSS pixels. */
const SWIPE_PX = 60;

function useHoleWrites(userId: string | null, round: Round) {
  const writes = useRoundWrites(userId);
  const { t } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The number of the latest save of each hole: a hole is told saved only once its latest save
  // is stored, not when an earlier one resolves while later taps are still being written.
  const newest = useRef(new Map<number, number>());
  const save = (index: number, { scores, shots }: HoleDraft) => {
    const label = round.holes[index]!.label;
    const n = (newest.current.get(index) ?? 0) + 1;
    newest.current.set(index, n);
    setStatus(t`Saving hole ${label}…`);
    writes.putHole(round.id, index + 1, { scores, shots }).then(
      () => {
        if (newest.current.get(index) === n) setStatus(t`Hole ${label} saved on this device`);
      },
      (err: unknown) => {
        setStatus(null);
        setProblem(errorMessage(err, t`The score was not saved. Please try again.`));
      },
    );
  };
  return { writes, save, status, setStatus, problem, setProblem };
}

export function Scoring({
  userId,
  round,
  names,
  startAt,
  onFinished,
}: {
  userId: string | null;
  round: Round;
  names: readonly string[];
  startAt?: number;
  onFinished: () => void;
}) {
  const { unit } = useThrower();
  const { t } = useLingui();
  const [index, setIndex] = useState(() => startAt ?? resumeHole(round));
  const [draft, setDraft] = useState(() => draftOf(round, index));
  // The hole as last changed on this screen, ahead of the render: a change arriving from an older
  // render (a landing found after the phone's fix) builds on it, never on that render's draft.
  const latest = useRef({ index, draft });
  const [extrasOpen, setExtrasOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const { writes, save, status, setStatus, problem, setProblem } = useHoleWrites(userId, round);
  const last = index === round.holes.length - 1;
  const totals = cardTotals(round);

  const go = (i: number) => {
    if (i < 0 || i >= round.holes.length) return;
    const next = draftOf(round, i);
    latest.current = { index: i, draft: next };
    setIndex(i);
    setDraft(next);
    setStatus(null);
    setCardOpen(false);
  };
  /** Lays a change over hole `hole` as last changed here, and writes the whole hole. */
  const change = (hole: number, over: (d: HoleDraft) => Partial<HoleDraft>) => {
    // A change for a hole no longer shown (it came late, from its render) is not made.
    if (latest.current.index !== hole) return;
    const next = { ...latest.current.draft, ...over(latest.current.draft), saved: true };
    latest.current = { index: hole, draft: next };
    setDraft(next);
    save(hole, next);
  };
  const forward = () => {
    if (!latest.current.draft.saved) change(index, () => ({}));
    if (last) setAsking(true);
    else go(index + 1);
  };
  const onStep = (player: number, part: ScorePart, by: 1 | -1) =>
    change(index, (d) => ({
      scores: d.scores.map((s) => (s.player === player ? step(s, part, by) : s)),
    }));
  const onShotsChange = (shots: Shot[]) => change(index, () => ({ shots }));
  const moves = useRef({ forward, back: () => go(index - 1) });
  useEffect(() => {
    moves.current = { forward, back: () => go(index - 1) };
  });
  useArrowKeys(moves);
  const swipe = useSwipe(moves);
  const missing = myStrokes(round).filter((s, i) => s === null && i !== index).length;

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start lg:gap-6">
      {/* Room at the foot for the bar, which stays at the bottom of a phone's screen. */}
      <div className="space-y-3 pb-40 lg:pb-2">
        {cardOpen ? (
          <section aria-label={t`Scorecard`} className="space-y-2 lg:hidden">
            <CardGrid round={round} names={names} current={index} onPick={go} />
          </section>
        ) : (
          <div {...swipe}>
            <HoleCard
              round={round}
              index={index}
              names={names}
              scores={draft.scores}
              totals={totals}
              saved={draft.saved}
              unit={unit}
              extrasOpen={extrasOpen || draft.scores.some((s) => s.penalty > 0 || s.putts !== null)}
              onExtras={() => setExtrasOpen((o) => !o)}
              onStep={onStep}
            />
            <HoleExtras
              round={round}
              holeIndex={index}
              shots={draft.shots}
              onShotsChange={onShotsChange}
            />
          </div>
        )}
        <p
          role="status"
          data-testid="hole-status"
          className="min-h-5 text-sm font-medium text-green-800 dark:text-green-300"
        >
          {status}
        </p>
        {problem && (
          <Alert tone="error" onDismiss={() => setProblem(null)}>
            <p>{problem}</p>
          </Alert>
        )}
      </div>
      <aside aria-label={t`Scorecard beside the hole`} className="hidden lg:block">
        <CardGrid round={round} names={names} current={index} onPick={go} />
      </aside>
      <ScoreBar
        names={names}
        totals={totals}
        index={index}
        count={round.holes.length}
        cardOpen={cardOpen}
        onBack={() => go(index - 1)}
        onCard={() => setCardOpen((o) => !o)}
        onForward={forward}
      />
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={t`Finish the round`}
        message={
          missing === 0
            ? t`Every hole has your score. Finish and see the summary?`
            : plural(missing, {
                one: '# hole has no score of yours yet. Finish anyway?',
                other: '# holes have no score of yours yet. Finish anyway?',
              })
        }
        confirmLabel={t`Finish round`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          writes
            .finishRound(round)
            .then(onFinished, (err: unknown) =>
              setProblem(errorMessage(err, t`The round was not finished. Please try again.`)),
            );
        }}
      />
    </div>
  );
}

/** The bar at the foot of the screen: the running totals, and previous, card and next. */
function ScoreBar(props: {
  names: readonly string[];
  totals: ReturnType<typeof cardTotals>;
  index: number;
  count: number;
  cardOpen: boolean;
  onBack: () => void;
  onCard: () => void;
  onForward: () => void;
}) {
  const { names, totals, index, count } = props;
  const { t } = useLingui();
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur lg:sticky lg:col-span-2 lg:rounded-xl lg:border dark:border-slate-700 dark:bg-slate-950/95">
      <p className="flex flex-wrap gap-x-4 text-base" data-testid="running-total">
        {totals.map((total) => {
          const played = total.holesPlayed;
          return (
            <span key={total.player}>
              <span className="font-medium">{names[total.player]}</span>{' '}
              <span className="text-xl font-extrabold tabular-nums">
                {total.holesPlayed === 0 ? 'E' : formatToPar(total.toPar)}
              </span>
              <span className="text-sm text-fg-muted">
                {' '}
                <Trans>thru {played}</Trans>
              </span>
            </span>
          );
        })}
      </p>
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] gap-2 lg:grid-cols-2">
        <Button
          variant="secondary"
          size="lg"
          className="px-3"
          disabled={index === 0}
          onClick={props.onBack}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          variant="ghost"
          size="lg"
          className="px-3 lg:hidden"
          aria-expanded={props.cardOpen}
          onClick={props.onCard}
        >
          {props.cardOpen
            ? t({ message: 'Hole', context: 'button back to the hole' })
            : t({ message: 'Card', context: 'button to the scorecard' })}
        </Button>
        <Button size="lg" className="px-3" onClick={props.onForward}>
          {index === count - 1 ? t`Finish round` : t`Next hole`}
        </Button>
      </div>
    </div>
  );
}

type Moves = { current: { forward: () => void; back: () => void } };

/** ← and → move between holes, unless a field or a dialog has the keys. */
function useArrowKeys(moves: Moves) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable], [role="dialog"]')) return;
      if (e.key === 'ArrowRight') moves.current.forward();
      else if (e.key === 'ArrowLeft') moves.current.back();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moves]);
}

/** A horizontal swipe over the hole: to the left is the next hole, to the right the previous. */
function useSwipe(moves: Moves) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const dx = t.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - from.y) * 1.5) return;
      if (dx < 0) moves.current.forward();
      else moves.current.back();
    },
  };
}
