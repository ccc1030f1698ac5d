/**
 * Restoring archived discs: puts a disc back into its bag, tracks which one is on its way, and
 * says how it went. A restore refused as a duplicate (the mold is in that bag again) keeps the
 * disc, so the message can offer to restore it as another copy (docs/decisions/0014).
 *   const { restore, restoring, message, dismiss } = useRestoreDisc(userId);
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { CollectionRequestError } from '../../data/collection-errors';
import { useUpdateDisc } from '../../data/use-user-discs';
import { discRowData } from '../../lib/disc-row-data';
import { errorMessage } from '../../lib/error-message';

export interface RestoreMessage {
  tone: 'success' | 'error';
  text: string;
  /** A restore refused as a duplicate: offer to restore it as another copy. */
  again?: UserDisc;
}

export function useRestoreDisc(userId: string | null) {
  const { t } = useLingui();
  const update = useUpdateDisc(userId);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [message, setMessage] = useState<RestoreMessage | null>(null);

  const backInItsBag = (discName: string) => t`${discName} is back in its bag.`;
  const restore = (disc: UserDisc, allowDuplicate = false) => {
    setMessage(null);
    setRestoring(disc.id);
    update.mutate(
      {
        id: disc.id,
        status: 'active',
        statusNote: null,
        statusDate: null,
        ...(allowDuplicate ? { allowDuplicate } : {}),
      },
      {
        onSuccess: () =>
          setMessage({ tone: 'success', text: backInItsBag(discRowData(disc).name) }),
        onError: (err) =>
          setMessage({
            tone: 'error',
            text: errorMessage(err),
            ...(err instanceof CollectionRequestError && err.isDuplicate ? { again: disc } : {}),
          }),
        onSettled: () => setRestoring(null),
      },
    );
  };
  return { restore, restoring, message, dismiss: () => setMessage(null) };
}
