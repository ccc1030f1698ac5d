/**
 * useDiscActions(userId): the state of a bag screen's disc actions — the disc being removed
 * (confirm first), the disc being edited (colour / move / details), the disc being archived
 * (lost, sold, given away, retired), and their failure messages.
 */
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { useRemoveDisc, useUpdateDisc } from '../../data/use-user-discs';
import type { DiscChanges } from './edit-disc-modal';
import type { ArchiveChanges } from './archive-disc-modal';
import { errorMessage } from '../../lib/error-message';

/** Spec §8 (Bag detail): the remove failure shown on this screen. */
export const REMOVE_FAILED = 'Failed to remove disc. Please try again.';

export function useDiscActions(userId: string | null) {
  const removeDisc = useRemoveDisc(userId);
  const updateDisc = useUpdateDisc(userId);
  const [removing, setRemoving] = useState<UserDisc | null>(null);
  const [editing, setEditing] = useState<UserDisc | null>(null);
  const [archiving, setArchiving] = useState<UserDisc | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  return {
    removing,
    editing,
    removeError,
    editError,
    removeBusy: removeDisc.isPending,
    editBusy: updateDisc.isPending,
    askRemove: (disc: UserDisc) => {
      setRemoveError(null);
      setRemoving(disc);
    },
    cancelRemove: () => setRemoving(null),
    confirmRemove: () => {
      if (!removing) return;
      removeDisc.mutate(removing.id, {
        onSuccess: () => setRemoving(null),
        onError: () => {
          setRemoving(null);
          setRemoveError(REMOVE_FAILED);
        },
      });
    },
    dismissRemoveError: () => setRemoveError(null),
    startEdit: (disc: UserDisc) => {
      setEditError(null);
      setEditing(disc);
    },
    cancelEdit: () => setEditing(null),
    archiving,
    archiveError,
    startArchive: (disc: UserDisc) => {
      setArchiveError(null);
      setArchiving(disc);
    },
    cancelArchive: () => setArchiving(null),
    saveArchive: (changes: ArchiveChanges) => {
      if (!archiving) return;
      updateDisc.mutate(
        { id: archiving.id, ...changes },
        {
          onSuccess: () => setArchiving(null),
          onError: (err) => setArchiveError(errorMessage(err)),
        },
      );
    },
    saveEdit: (changes: DiscChanges) => {
      if (!editing) return;
      updateDisc.mutate(
        { id: editing.id, ...changes },
        {
          onSuccess: () => setEditing(null),
          onError: (err) => setEditError(errorMessage(err)),
        },
      );
    },
  };
}
