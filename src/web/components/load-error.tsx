/**
 * LoadError: a failed read's message ('Error!' and the text) with a Retry button. The read keeps
 * being retried in the background; Retry asks at once. Shown instead of a list that never came,
 * or above one that is still on screen from an earlier answer.
 *   <LoadError message retrying={query.isFetching} onRetry={() => void query.refetch()} />
 *   <ReadsLoadError reads={[bags, discs]} />   the same for a screen's reads, while one has failed
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../lib/error-message';
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
  const { t } = useLingui();
  return (
    <Alert tone="error" title={t`Error!`} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>{message}</p>
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    </Alert>
  );
}

/** What a failure message needs from a read (a TanStack Query result). */
export interface Read {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ReadFailure {
  /** The error of the first read that failed. */
  error: unknown;
  /** Whether any of the reads is asking again. */
  retrying: boolean;
  /** Asks again for each read that failed. */
  retry: () => void;
}

/** A screen's reads seen as one for its failure message; null while none has failed. */
export function readFailure(reads: readonly Read[]): ReadFailure | null {
  const failed = reads.find((r) => r.isError);
  if (!failed) return null;
  return {
    error: failed.error,
    retrying: reads.some((r) => r.isFetching),
    retry: () => {
      for (const r of reads) if (r.isError) void r.refetch();
    },
  };
}

/**
 * LoadError for a screen's reads: nothing while none has failed, else the first failure's message
 * (through `message`, errorMessage by default) and a Retry of the failed ones.
 */
export function ReadsLoadError({
  reads,
  message = errorMessage,
}: {
  reads: readonly Read[];
  message?: (error: unknown) => string;
}) {
  const failure = readFailure(reads);
  if (!failure) return null;
  return (
    <LoadError
      message={message(failure.error)}
      retrying={failure.retrying}
      onRetry={failure.retry}
    />
  );
}
