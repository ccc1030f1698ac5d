/**
 * "Throw deleted." with Undo, above the history's list until the player undoes it, dismisses it
 * or deletes another: the delete is sent at once (through the outbox), and Undo writes the same
 * throw again with its id. The deleted row's buttons are gone, so focus moves to Undo.
 */
import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

export function UndoBar({
  message,
  onUndo,
  onDismiss,
}: {
  message: string;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), [message]);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border-strong bg-white px-4 py-2 text-sm shadow-sm dark:bg-slate-800 dark:text-slate-100"
    >
      <span>{message}</span>
      <Button ref={undo} size="sm" variant="secondary" onClick={onUndo}>
        <Trans>Undo</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
