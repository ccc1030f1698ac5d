/**
 * What the scoring screen shows under a hole's strokes besides them: the player's own shots on
 * the hole with their discs, and the caddie's tee suggestions. The scoring screen renders it for
 * the hole being scored with the shots the device holds for it; `onShotsChange` saves them with
 * the hole's scores through the outbox. This version is the seam: it shows nothing, so a hole is
 * scored with strokes only.
 */
import type { Round, Shot } from '../../../core/schemas/round';

export interface HoleExtrasProps {
  round: Round;
  /** The hole's index on the round (0 is its first hole). */
  holeIndex: number;
  /** The player's own shots on that hole, as held on the device. */
  shots: Shot[];
  onShotsChange: (shots: Shot[]) => void;
}

export function HoleExtras(_props: HoleExtrasProps) {
  return null;
}
