/**
 * The shell's word on the throw outbox (decision 0031): how many changes wait to be sent and why
 * (offline, or the server could not be reached while online), and
 * the writes the server refused for good (a throw whose disc was deleted elsewhere), each said.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { useOutbox } from '../../data/use-throws';
import { dismissOutboxProblems } from '../../data/outbox';
import { Alert } from '../../components/ui/alert';

export function OutboxNotice({ userId }: { userId: string | null }) {
  const { queue, problems, unreachable } = useOutbox(userId);
  const { t } = useLingui();
  const count = queue.length;
  if (!userId || (queue.length === 0 && problems.length === 0)) return null;
  return (
    <div className="mb-6 space-y-3">
      {queue.length > 0 && (
        <p
          data-testid="outbox-count"
          aria-live="polite"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {unreachable ? (
            <Plural
              value={count}
              one="# change waiting to send: saved on this device; the server could not be reached, so they are sent once it answers."
              other="# changes waiting to send: saved on this device; the server could not be reached, so they are sent once it answers."
            />
          ) : (
            <Plural
              value={count}
              one="# change waiting to send: saved on this device, sent when you are back online."
              other="# changes waiting to send: saved on this device, sent when you are back online."
            />
          )}
        </p>
      )}
      {problems.length > 0 && (
        <Alert tone="error" title={t`Not saved`} onDismiss={() => dismissOutboxProblems(userId)}>
          <ul data-testid="outbox-problems" className="list-disc pl-5">
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
