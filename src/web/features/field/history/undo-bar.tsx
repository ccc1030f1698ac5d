/**
 * "Throw deleted" with Undo, pinned to the bottom of the screen until the player undoes it,
 * dismisses it or deletes another: the delete is sent at once (through the outbox), and Undo
 * writes the same throw again with its id.
 */
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
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <span>{message}</span>
        <Button size="sm" variant="secondary" onClick={onUndo}>
          Undo
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label="Dismiss">
          ✕
        </Button>
      </div>
    </div>
  );
}
