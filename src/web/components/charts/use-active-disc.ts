/**
 * useActiveDisc(): the disc under the pointer or keyboard focus (pointer wins), and the event
 * handlers that track it: <g {...handlers(id)}>. Escape hides the details until the next move.
 */
import { useCallback, useState, type KeyboardEvent } from 'react';

export function useActiveDisc() {
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const handlers = useCallback(
    (id: string) => ({
      onMouseEnter: () => setHovered(id),
      onMouseLeave: () => setHovered((h) => (h === id ? null : h)),
      onFocus: () => setFocused(id),
      onBlur: () => setFocused((f) => (f === id ? null : f)),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        setHovered(null);
        setFocused(null);
      },
    }),
    [],
  );
  return { activeId: hovered ?? focused, handlers };
}

/** The handlers of useActiveDisc: spread `handlers(id)` on the element that stands for a disc. */
export type ActiveDiscHandlers = ReturnType<typeof useActiveDisc>['handlers'];
