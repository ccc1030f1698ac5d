/**
 * Marks from the phone's position (decision 0030): "Mark the tee", walk, "Mark where it
 * landed". Each mark asks the Geolocation API for a fresh high-accuracy fix; a fix worse than
 * GPS_MAX_ACCURACY_M is refused with a message that says what phone GPS can do; a refused
 * permission says to type the distance instead.
 */
import { useCallback, useState } from 'react';
import { fixIsGoodEnough, measureThrow, type Fix, type Measured } from '../../../core/throws/geo';
import { gpsTooCoarse } from '../../../core/rules/throw';
import {
  currentFix,
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  LOCATION_UNSUPPORTED,
} from '../../lib/current-fix';

export { LOCATION_REFUSED, LOCATION_UNAVAILABLE, LOCATION_UNSUPPORTED };

type Phase = 'idle' | 'tee' | 'landing';

export function usePositionMark() {
  const [tee, setTee] = useState<Fix | null>(null);
  const [landing, setLanding] = useState<Measured | null>(null);
  const [busy, setBusy] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  /** Location was refused: the page leans on the typed distance. */
  const [refused, setRefused] = useState(false);

  const mark = useCallback(
    async (phase: 'tee' | 'landing') => {
      setBusy(phase);
      setError(null);
      try {
        const fix = await currentFix();
        if (!fixIsGoodEnough(fix)) {
          setError(gpsTooCoarse(fix.accuracy));
          return;
        }
        if (phase === 'tee') {
          setTee(fix);
          setLanding(null);
        } else if (tee) {
          setLanding(measureThrow(tee, fix));
        }
      } catch (err) {
        const message = (err as Error).message;
        setError(message);
        if (message === LOCATION_REFUSED || message === LOCATION_UNSUPPORTED) setRefused(true);
      } finally {
        setBusy('idle');
      }
    },
    [tee],
  );

  return {
    tee,
    landing,
    busy,
    error,
    refused,
    markTee: () => void mark('tee'),
    markLanding: () => void mark('landing'),
    /** After a throw is saved: the tee stays, the landing goes. */
    clearLanding: () => setLanding(null),
    dismissError: () => setError(null),
  };
}
