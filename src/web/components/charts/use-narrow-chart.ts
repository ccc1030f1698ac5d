/**
 * useNarrowChart(): [ref, narrow] — narrow is true while the referenced element is narrower than
 * NARROW_CHART_PX, so charts can switch to a smaller view box with larger text on phones.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export const NARROW_CHART_PX = 560;

export function useNarrowChart<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (width: number) => setNarrow(width > 0 && width < NARROW_CHART_PX);
    update(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, narrow] as const;
}
