/** True under the product's 768 px mobile breakpoint; follows window resizes. */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 767.98px)';

/**
 * One query list for the page: React reads the snapshot on every render of a caller, and
 * `matchMedia` makes and evaluates a new list each time it is called (a bag table's sort read it
 * for every render).
 */
let query: MediaQueryList | undefined;
const list = () => (query ??= window.matchMedia(NARROW_QUERY));

function subscribe(onChange: () => void): () => void {
  const media = list();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => list().matches,
    () => false,
  );
}
