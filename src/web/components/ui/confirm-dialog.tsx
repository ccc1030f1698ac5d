/**
 * ConfirmDialog: a small Dialog asking to confirm an action.
 *   <ConfirmDialog open title="Delete bag" message="Are you sure you want to delete this bag?"
 *     confirmLabel="Delete" cancelLabel="Cancel" tone="danger|primary" busy?
 *     onConfirm={…} onCancel={…} />
 * Focus starts on Cancel (the safe choice); Escape cancels.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      <p className="text-sm text-fg-soft">{message}</p>
    </Dialog>
  );
}
