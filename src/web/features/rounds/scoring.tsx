/**
 * Scoring a round one hole at a time (see routes/round.tsx). The hole being scored is a draft
 * (card-draft.ts) of its scores and its shots, owned here: every change, a − / + tap or a shot
 * described under the hole, is laid over the draft as last changed on this screen and writes the
 * whole hole through the outbox at once, so the last write of a hole always carries both the
 * latest scores and the latest shots, whichever control made it. Moving on from a hole not yet
 * tapped stores it as shown (at par), so a par is one tap. Going back never writes. Swipe left or
 * right, or the arrow keys, move as the buttons do.
 */
import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Round, Shot } from '../../../core/schemas/round';
import { cardTotals, myStrokes, resumeHole } from '../../../core/rounds/stats';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useRoundWrites } from '../../data/use-rounds';
import { errorMessage } from '../../lib/error-message';
import { useThrower } from '../../lib/use-thrower';
import { CardGrid } from './card-grid';
import { draftOf, step, type HoleDraft, type ScorePart } from './card-draft';
import { HoleCard } from './hole-card';
import { HoleExtras } from './hole-extras';
import { ScoreBar } from './score-bar';
import { useHoleMoves } from './use-hole-moves';

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

/**
 * The scoring screen's state: the hole and its draft, what is open, the saves' status, and the
 * moves (buttons, keys, swipes) between holes.
 */
function useScoring(userId: string | null, round: Round, startAt: number | undefined) {
  const { unit } = useThrower();
  const [extrasOpen, setExtrasOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const { writes, save, status, setStatus, problem, setProblem } = useHoleWrites(userId, round);
  const { index, draft, go, change, untouched } = useHoleDraft(round, startAt, save, () => {
    setStatus(null);
    setCardOpen(false);
  });
  const last = index === round.holes.length - 1;
  const totals = cardTotals(round);

  const forward = () => {
    if (untouched()) change(index, () => ({}));
    if (last) setAsking(true);
    else go(index + 1);
  };
  const onStep = (player: number, part: ScorePart, by: 1 | -1) =>
    change(index, (d) => ({
      scores: d.scores.map((s) => (s.player === player ? step(s, part, by) : s)),
    }));
  const onShotsChange = (shots: Shot[]) => change(index, () => ({ shots }));
  const swipe = useHoleMoves(forward, () => go(index - 1));
  const open = { extrasOpen, setExtrasOpen, cardOpen, setCardOpen, asking, setAsking };
  const saves = { writes, status, problem, setProblem };
  return {
    unit,
    index,
    draft,
    go,
    totals,
    forward,
    onStep,
    onShotsChange,
    swipe,
    ...saves,
    ...open,
  };
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
  const { t } = useLingui();
  const screen = useScoring(userId, round, startAt);
  const { index, draft, go, totals, status, problem, setProblem, swipe } = screen;
  const { extrasOpen, setExtrasOpen, cardOpen, setCardOpen, asking, setAsking } = screen;

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
              unit={screen.unit}
              extrasOpen={extrasOpen || draft.scores.some((s) => s.penalty > 0 || s.putts !== null)}
              onExtras={() => setExtrasOpen((o) => !o)}
              onStep={screen.onStep}
            />
            <HoleExtras
              round={round}
              holeIndex={index}
              shots={draft.shots}
              onShotsChange={screen.onShotsChange}
            />
          </div>
        )}
        <HoleStatus status={status} problem={problem} onDismiss={() => setProblem(null)} />
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
        onForward={screen.forward}
      />
      <FinishDialog
        open={asking}
        round={round}
        index={index}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          screen.writes
            .finishRound(round)
            .then(onFinished, (err: unknown) =>
              setProblem(errorMessage(err, t`The round was not finished. Please try again.`)),
            );
        }}
      />
    </div>
  );
}

/**
 * The hole being scored and its draft. `change` lays a change over the hole as last changed here
 * and saves the whole hole; `go` moves to another hole (and calls `onMove`).
 */
function useHoleDraft(
  round: Round,
  startAt: number | undefined,
  save: (index: number, draft: HoleDraft) => void,
  onMove: () => void,
) {
  const [index, setIndex] = useState(() => startAt ?? resumeHole(round));
  const [draft, setDraft] = useState(() => draftOf(round, index));
  // The hole as last changed on this screen, ahead of the render: a change arriving from an older
  // render (a landing found after the phone's fix) builds on it, never on that render's draft.
  const latest = useRef({ index, draft });
  const go = (i: number) => {
    if (i < 0 || i >= round.holes.length) return;
    const next = draftOf(round, i);
    latest.current = { index: i, draft: next };
    setIndex(i);
    setDraft(next);
    onMove();
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
  /** The hole as last changed here has not been stored yet (never tapped). */
  const untouched = () => !latest.current.draft.saved;
  return { index, draft, go, change, untouched };
}

/** Asks before finishing the round, saying how many holes have no score of the player's yet. */
function FinishDialog({
  open,
  round,
  index,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  round: Round;
  index: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const missing = myStrokes(round).filter((s, i) => s === null && i !== index).length;
  return (
    <ConfirmDialog
      open={open}
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
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** What became of the latest save of a hole, and a problem to dismiss. */
function HoleStatus({
  status,
  problem,
  onDismiss,
}: {
  status: string | null;
  problem: string | null;
  onDismiss: () => void;
}) {
  return (
    <>
      <p
        role="status"
        data-testid="hole-status"
        className="min-h-5 text-sm font-medium text-green-800 dark:text-green-300"
      >
        {status}
      </p>
      {problem && (
        <Alert tone="error" onDismiss={onDismiss}>
          <p>{problem}</p>
        </Alert>
      )}
    </>
  );
}
