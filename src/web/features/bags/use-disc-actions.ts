/**
 * useDiscActions(userId): the state of a bag screen's disc actions — the disc being removed
 * (confirm first), the disc being edited (colour / move / details), the disc being archived
 * (lost, sold, given away, retired), and their failure messages. `editDialog` and
 * `archiveDialog` are the props of EditDiscModal and ArchiveDiscModal.
 */
import { failedOffline, OFFLINE_WRITE_MESSAGE } from '../../lib/offline-message';
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { useCourseChange, useRemoveDisc, useUpdateDisc } from '../../data/use-user-discs';
import { isCourseChange } from '../../../core/rules/disc-change';
import type { CourseChangeInput } from '../../../core/schemas/disc-change';
import type { DiscChanges } from './edit-disc-modal';
import type { ArchiveChanges } from './archive-disc-modal';
import { errorMessage } from '../../lib/error-message';

/** Spec §8 (Bag detail): the remove failure shown on this screen. */
export const REMOVE_FAILED = 'Failed to remove disc. Please try again.';

/** One disc action: the disc it is open for (null: closed) and its failure message. */
function useDiscAction() {
  const [disc, setDisc] = useState<UserDisc | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    disc,
    error,
    setError,
    /** Opens it for `disc`, without the last failure. */
    start: (next: UserDisc) => {
      setError(null);
      setDisc(next);
    },
    close: () => setDisc(null),
  };
}

export function useDiscActions(userId: string | null) {
  const removeDisc = useRemoveDisc(userId);
  const updateDisc = useUpdateDisc(userId);
  // Archiving, notes and condition are kept offline and sent later (decision 0031).
  const courseChange = useCourseChange(userId);
  const busy = updateDisc.isPending || courseChange.isPending;
  const removing = useDiscAction();
  const editing = useDiscAction();
  const archiving = useDiscAction();
  /** Saves changes to the action's disc: closed on success, the failure shown in its dialog. */
  const saveIn =
    <C>(action: ReturnType<typeof useDiscAction>) =>
    (changes: C) => {
      if (!action.disc) return;
      const options = {
        onSuccess: action.close,
        onError: (err: Error) => action.setError(errorMessage(err)),
      };
      if (isCourseChange(changes as Record<string, unknown>)) {
        courseChange.mutate(
          { discId: action.disc.id, changes: changes as CourseChangeInput },
          options,
        );
        return;
      }
      updateDisc.mutate(
        { id: action.disc.id, ...changes },
        { onSuccess: action.close, onError: (err) => action.setError(errorMessage(err)) },
      );
    };

  return {
    removing: removing.disc,
    removeError: removing.error,
    removeBusy: removeDisc.isPending,
    askRemove: removing.start,
    cancelRemove: removing.close,
    confirmRemove: () => {
      if (!removing.disc) return;
      removeDisc.mutate(removing.disc.id, {
        onSuccess: removing.close,
        onError: (err) => {
          removing.close();
          removing.setError(failedOffline(err) ? OFFLINE_WRITE_MESSAGE : REMOVE_FAILED);
        },
      });
    },
    dismissRemoveError: () => removing.setError(null),
    startEdit: editing.start,
    startArchive: archiving.start,
    editDialog: {
      disc: editing.disc,
      busy,
      error: editing.error,
      onSave: saveIn<DiscChanges>(editing),
      onClose: editing.close,
    },
    archiveDialog: {
      disc: archiving.disc,
      busy,
      error: archiving.error,
      onSave: saveIn<ArchiveChanges>(archiving),
      onClose: archiving.close,
    },
  };
}
