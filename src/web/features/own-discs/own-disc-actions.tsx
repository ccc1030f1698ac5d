/**
 * OwnDiscActions: Edit and Delete for a disc the player made, shown in its disc modal. Delete
 * asks first; a disc still in a bag, on the wishlist or in the archive is refused with the
 * server's message saying where it is.
 *   <OwnDiscActions disc={disc} onChanged={(message) => …} onDeleted={(message) => …} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Disc } from '../../../core/disc/types';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useSession } from '../../data/session';
import { useRemoveOwnDisc } from '../../data/use-own-discs';
import { errorMessage } from '../../lib/error-message';
import { OwnDiscDialog } from './own-disc-dialog';

export function OwnDiscActions({
  disc,
  onChanged,
  onDeleted,
}: {
  disc: Disc;
  onChanged: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useLingui();
  const discName = disc.name;
  const userId = useSession().user?.id ?? null;
  const remove = useRemoveOwnDisc(userId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Trans>
          Edit<span className="sr-only"> {discName}</span>
        </Trans>
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setError(null);
          setDeleting(true);
        }}
      >
        <Trans>
          Delete<span className="sr-only"> {discName}</span>
        </Trans>
      </Button>
      {error && (
        <Alert tone="error" className="w-full" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <OwnDiscDialog
        open={editing}
        disc={disc}
        onSaved={(_changed, message) => {
          setEditing(false);
          onChanged(message);
        }}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t`Delete your disc`}
        message={t`Delete ${discName} from your discs? Only a disc in no bag, wishlist or archive can go.`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(disc.id, {
            onSuccess: () => {
              setDeleting(false);
              onDeleted(t`Deleted ${discName} from your discs.`);
            },
            onError: (err) => {
              setDeleting(false);
              setError(errorMessage(err));
            },
          })
        }
      />
    </>
  );
}
