import { photoQueue } from '../http/metrics';

/**
 * Photo uploads a process takes at once (docs/decisions/0016): at most one decode at a time, a
 * short queue behind it (smallest picture first), and no more than two uploads of one player in either. An upload is let
 * in before its body is read, so the bodies held in memory are bounded too (5 × 15 MB); past the
 * queue the route answers 503 with Retry-After at once, without reading the body.
 */
export const PHOTO_DECODES_AT_ONCE = 1;
/** Uploads let in beyond the one being decoded (reading their body, checked, or waiting). */
export const PHOTO_QUEUE = 4;
/** Uploads of one player let in at once, so that one player cannot fill the queue. */
export const PHOTO_PER_PLAYER = 2;

export interface PhotoTicket {
  /**
   * Runs the decode when it is this upload's turn: one at a time, the smallest waiting picture
   * (in pixels) first, in the order let in among equals, so a small photo waits for the decode
   * under way and not for every large one queued before it.
   */
  turn<T>(pixels: number, work: () => Promise<T>): Promise<T>;
  /** The upload is done (answered, refused or failed): its place goes to the next one. */
  leave(): void;
}

export type PhotoTurns = ReturnType<typeof photoTurns>;

export function photoTurns(
  limits = { atOnce: PHOTO_DECODES_AT_ONCE, queue: PHOTO_QUEUE, perPlayer: PHOTO_PER_PLAYER },
) {
  let inside = 0;
  const perPlayer = new Map<string, number>();
  let decoding = 0;
  const waiting: { pixels: number; go: () => void }[] = [];

  return {
    /** A place for the player's upload, or null when the queue (or their share of it) is full. */
    enter(playerId: string): PhotoTicket | null {
      const mine = perPlayer.get(playerId) ?? 0;
      if (inside >= limits.atOnce + limits.queue || mine >= limits.perPlayer) return null;
      inside++;
      perPlayer.set(playerId, mine + 1);
      let left = false;
      return {
        async turn<T>(pixels: number, work: () => Promise<T>): Promise<T> {
          // A finished decode hands its slot straight to the next waiting upload.
          if (decoding >= limits.atOnce) {
            await new Promise<void>((go) => {
              const at = waiting.findIndex((w) => w.pixels > pixels);
              waiting.splice(at === -1 ? waiting.length : at, 0, { pixels, go });
              photoQueue(waiting.length);
            });
          } else decoding++;
          try {
            return await work();
          } finally {
            const next = waiting.shift();
            photoQueue(waiting.length);
            if (next) next.go();
            else decoding--;
          }
        },
        leave() {
          if (left) return;
          left = true;
          inside--;
          const now = (perPlayer.get(playerId) ?? 1) - 1;
          if (now === 0) perPlayer.delete(playerId);
          else perPlayer.set(playerId, now);
        },
      };
    },
    /** Uploads let in now (for tests and figures). */
    get inside() {
      return inside;
    },
  };
}

/** The process's one set of turns: every photo route of the process shares it. */
export const processPhotoTurns = photoTurns();
