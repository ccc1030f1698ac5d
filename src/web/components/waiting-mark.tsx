/** A change kept on this device until it is sent (decision 0031). */
import { Trans } from '@lingui/react/macro';

export function WaitingMark() {
  return (
    <p
      data-testid="waiting-to-send"
      className="mt-0.5 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
    >
      <span aria-hidden className="size-1.5 rounded-full bg-amber-600 dark:bg-amber-300" />
      <Trans>Waiting to send</Trans>
    </p>
  );
}
