/**
 * The shared parts of the bag feature's dialogs:
 *   DialogProps: what every such dialog takes (busy, error, onClose).
 *   <DialogFooter onCancel={onClose} cancelDisabled={busy} onClick={save} loading={busy}>
 *     Archive</DialogFooter>: Cancel, then the dialog's own action; every other prop goes to the
 *     action button (type="submit" form=…, disabled, loading).
 *   <DiscDialog kind="archive|edit" name onAction={save} busy error onClose>{fields}</DiscDialog>:
 *     a dialog about one disc, its texts from DISC_DIALOGS, the save's failure under the fields.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
        <Trans>Cancel</Trans>
      </Button>
      <Button {...action} />
    </>
  );
}

const DISC_DIALOGS = {
  archive: {
    title: (name: string) => msg`Archive ${name}`,
    description: msg`It leaves this bag's list, charts and stats and goes to the Archive, where you can restore it.`,
    action: msg`Archive`,
    body: 'space-y-4',
  },
  edit: {
    title: (name: string) => msg`Edit ${name}`,
    description: msg`Its colour, bag, photo and details.`,
    action: msg`Save`,
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
  const { title, description, action, body } = DISC_DIALOGS[kind];
  const { i18n } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._(title(name))}
      description={i18n._(description)}
      footer={
        <DialogFooter onCancel={onClose} cancelDisabled={busy} onClick={onAction} loading={busy}>
          {i18n._(action)}
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
