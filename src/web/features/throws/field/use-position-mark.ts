/**
 * Marks from the phone's position (decision 0030): "Mark the tee", walk, "Mark where it
 * landed". Each mark asks the Geolocation API for a fresh high-accuracy fix; a fix worse than
 * GPS_MAX_ACCURACY_M is refused with a message that says what phone GPS can do; a refused
 * permission says to type the distance instead. The marked tee is kept on the device across a
 * reload (kept-tee.ts).
 */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fixIsGoodEnough,
  measureThrow,
  type Fix,
  type Measured,
} from '../../../../core/throws/geo';

import { currentFix, LOCATION_REFUSED, LOCATION_UNSUPPORTED } from '../../../lib/current-fix';
import { keepTee, readKeptTee } from './kept-tee';
import { gpsTooCoarseText, locationProblemText } from '../../../lib/throw-words';

export {
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  LOCATION_UNSUPPORTED,
} from '../../../lib/current-fix';

type Phase = 'idle' | 'tee' | 'landing';

export function usePositionMark() {
  const [tee, setTee] = useState<Fix | null>(readKeptTee);
  const [landing, setLanding] = useState<Measured | null>(null);
  const [busy, setBusy] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  /** Location was refused: the page leans on the typed distance. */
  const [refused, setRefused] = useState(false);
  const { i18n } = useLingui();

  const mark = useCallback(
    async (phase: 'tee' | 'landing') => {
      setBusy(phase);
      setError(null);
      try {
        const fix = await currentFix();
        if (!fixIsGoodEnough(fix)) {
          setError(gpsTooCoarseText(fix.accuracy, i18n));
          return;
        }
        if (phase === 'tee') {
          setTee(fix);
          keepTee(fix);
          setLanding(null);
        } else if (tee) {
          setLanding(measureThrow(tee, fix));
        }
      } catch (err) {
        const message = (err as Error).message;
        setError(locationProblemText(message, i18n));
        if (message === LOCATION_REFUSED || message === LOCATION_UNSUPPORTED) setRefused(true);
      } finally {
        setBusy('idle');
      }
    },
    [tee, i18n],
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
