/**
 * useHandedness(): { handedness: 'righty' | 'lefty', setHandedness(h) }.
 * The throwing-hand preference, kept in localStorage under 'disc-golf-handedness' (default
 * righty) and mirrored on <html data-handedness>. Charts read it to mirror their geometry.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_HANDEDNESS, HANDEDNESS, type Handedness } from '../../core/flight/handedness';
import { storedPreference } from './stored-preference';

export type { Handedness };
export const HANDEDNESS_KEY = 'disc-golf-handedness';

export const handednessStore = storedPreference<Handedness>(
  HANDEDNESS_KEY,
  HANDEDNESS,
  () => DEFAULT_HANDEDNESS,
  (h) => {
    document.documentElement.dataset.handedness = h;
  },
);

export function useHandedness() {
  const handedness = useSyncExternalStore(
    handednessStore.subscribe,
    handednessStore.get,
    handednessStore.fallback,
  );
  const setHandedness = useCallback((h: Handedness) => handednessStore.set(h), []);
  return { handedness, setHandedness };
}
