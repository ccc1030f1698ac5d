/**
 * Marking a hole's tee or basket with the phone: one fresh fix, refused when worse than
 * decision 0030's ceiling with its message (gpsTooCoarse, in the page's language), as the field session's marks.
 *   const marks = useHoleMark();
 *   marks.mark('3:tee', (position) => …)   // busy === '3:tee' meanwhile; error after a refusal
 */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fixIsGoodEnough } from '../../../core/throws/geo';
import { currentFix } from '../../lib/current-fix';
import { gpsTooCoarseText, locationProblemText } from '../../lib/throw-words';

export interface MarkedPosition {
  lat: number;
  lng: number;
  accuracyM: number;
}

export function useHoleMark() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const { i18n } = useLingui();
  const mark = useCallback(
    async (key: string, onFix: (position: MarkedPosition) => void) => {
      setBusy(key);
      setError(null);
      try {
        const fix = await currentFix();
        if (!fixIsGoodEnough(fix)) {
          setError({ key, message: gpsTooCoarseText(fix.accuracy, i18n) });
          return;
        }
        onFix({
          lat: fix.latitude,
          lng: fix.longitude,
          accuracyM: Math.round(fix.accuracy * 10) / 10,
        });
      } catch (err) {
        setError({ key, message: locationProblemText((err as Error).message, i18n) });
      } finally {
        setBusy(null);
      }
    },
    [i18n],
  );
  return { busy, error, mark, dismiss: () => setError(null) };
}
