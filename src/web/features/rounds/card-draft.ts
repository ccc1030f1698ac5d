/**
 * The hole being scored, before and while the player taps (pure): its scores and its shots, the
 * whole hole a save writes. Every card
 * player starts at the hole's par; strokes stay within 1 to MAX_STROKES, penalty strokes fewer
 * than the strokes, putts at most the strokes less the penalties (the API's rules, decision
 * 0043), so a hole is never written that the server would refuse.
 */
import { MAX_STROKES } from '../../../core/rules/round';
import type { CardScore, Round, Shot } from '../../../core/schemas/round';

export interface HoleDraft {
  scores: CardScore[];
  /** The player's shots of the hole, as described under it. */
  shots: Shot[];
  /** Whether the device holds a score of this hole (a tap, or a hole moved on from). */
  saved: boolean;
}

/** The hole at `index` (0 is the first) as held, or every card player at par. */
export function draftOf(
  round: Pick<Round, 'holes' | 'scores' | 'guests'>,
  index: number,
): HoleDraft {
  const held = round.scores.find((h) => h.hole === index + 1);
  const par = round.holes[index]?.par ?? 3;
  const scores = Array.from({ length: round.guests.length + 1 }, (_, player) => {
    const s = held?.scores.find((x) => x.player === player);
    return s ? { ...s } : { player, strokes: par, penalty: 0, putts: null };
  });
  return { scores, shots: held?.shots ?? [], saved: held !== undefined };
}

export type ScorePart = 'strokes' | 'penalty' | 'putts';

/** `score` with `part` moved by `by` (±1), kept within the rules; the same score when it cannot move. */
export function step(score: CardScore, part: ScorePart, by: 1 | -1): CardScore {
  if (part === 'strokes') {
    const strokes = Math.min(MAX_STROKES, Math.max(1, score.strokes + by));
    const penalty = Math.min(score.penalty, strokes - 1);
    const putts = score.putts === null ? null : Math.min(score.putts, strokes - penalty);
    return { ...score, strokes, penalty, putts };
  }
  if (part === 'penalty') {
    const penalty = Math.min(score.strokes - 1, Math.max(0, score.penalty + by));
    const putts = score.putts === null ? null : Math.min(score.putts, score.strokes - penalty);
    return { ...score, penalty, putts };
  }
  // Putts start unrecorded: + records 1, − from 0 goes back to unrecorded.
  const room = score.strokes - score.penalty;
  if (score.putts === null) return by === 1 ? { ...score, putts: Math.min(1, room) } : score;
  if (score.putts === 0 && by === -1) return { ...score, putts: null };
  return { ...score, putts: Math.min(room, Math.max(0, score.putts + by)) };
}

/** Whether `part` can move by `by` (a stepper's button is disabled otherwise). */
export const canStep = (score: CardScore, part: ScorePart, by: 1 | -1): boolean =>
  JSON.stringify(step(score, part, by)) !== JSON.stringify(score);
