/**
 * Toast: a floating confirmation pinned to the bottom of the viewport.
 *   const [msg, show] = useTimedMessage();  …  <Toast message={msg} tone="success" />
 * Renders nothing without a message; announced politely (role=status via Alert).
 */
import { Alert, type AlertTone } from './alert';

export function Toast({ message, tone = 'success' }: { message: string | null; tone?: AlertTone }) {
  if (!message) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <Alert tone={tone} className="pointer-events-auto max-w-md shadow-lg">
        {message}
      </Alert>
    </div>
  );
}
