/**
 * The shared parts of the bag feature's dialogs:
 *   DialogProps: what every such dialog takes (busy, error, onClose).
 *   <DialogFooter onCancel={onClose} cancelDisabled={busy} onClick={save} loading={busy}>
 *     Archive</DialogFooter>: Cancel, then the dialog's own action; every other prop goes to the
 *     action button (type="submit" form=…, disabled, loading).
 *   <DiscDialog kind="archive|edit" name onAction={save} busy error onClose>{fields}</DiscDialog>:
 *     a dialog about one disc, its texts from DISC_DIALOGS, the save's failure under the fields.
 */
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export interface DialogProps {
  /** A save is on its way: the action shows a spinner. */
  busy?: boolean;
  /** The save's failure message. */
  error?: string | null;
  onClose: () => void;
}

export function DialogFooter({
  onCancel,
  cancelDisabled,
  ...action
}: ButtonProps & {
  onCancel: () => void;
  /** Cancel cannot be pressed (while a save that would not stop is on its way). */
  cancelDisabled?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button {...action} />
    </>
  );
}

const DISC_DIALOGS = {
  archive: {
    verb: 'Archive',
    description:
      "It leaves this bag's list, charts and stats and goes to the Archive, where you can restore it.",
    action: 'Archive',
    body: 'space-y-4',
  },
  edit: {
    verb: 'Edit',
    description: 'Its colour, bag, photo and details.',
    action: 'Save',
    body: 'space-y-5',
  },
} as const;

export function DiscDialog({
  kind,
  name,
  onAction,
  busy = false,
  error,
  onClose,
  children,
}: DialogProps & {
  kind: keyof typeof DISC_DIALOGS;
  /** The disc's name, in the title. */
  name: string;
  onAction: () => void;
  children: ReactNode;
}) {
  const { verb, description, action, body } = DISC_DIALOGS[kind];
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${verb} ${name}`}
      description={description}
      footer={
        <DialogFooter onCancel={onClose} cancelDisabled={busy} onClick={onAction} loading={busy}>
          {action}
        </DialogFooter>
      }
    >
      <div className={body}>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
