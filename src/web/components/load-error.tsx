/**
 * LoadError: a failed read's message ('Error!' and the text) with a Retry button. The read keeps
 * being retried in the background; Retry asks at once. Shown instead of a list that never came,
 * or above one that is still on screen from an earlier answer.
 *   <LoadError message retrying={query.isFetching} onRetry={() => void query.refetch()} />
 */
import { Alert } from './ui/alert';
import { Button } from './ui/button';

export function LoadError({
  message,
  retrying,
  onRetry,
  className,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert tone="error" title="Error!" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>{message}</p>
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      </div>
    </Alert>
  );
}
