/**
 * Moving between the holes of a round being scored: the arrow keys, and a horizontal swipe over
 * the hole (to the left is the next hole, to the right the previous).
 */
import { useEffect, useRef, type TouchEvent } from 'react';

/** The shortest horizontal swipe that moves to another hole, in CSS pixels. */
const SWIPE_PX = 60;

/**
 * The arrow keys and a swipe call the newest `forward` and `back`; answers the swipe's touch
 * handlers for the element they apply to.
 */
export function useHoleMoves(forward: () => void, back: () => void) {
  const moves = useRef({ forward, back });
  useEffect(() => {
    moves.current = { forward, back };
  });
  useArrowKeys(moves);
  return useSwipe(moves);
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
