/**
 * BagError: the bag detail error state: 'Error!' with the message (e.g. 'Bag not found') and a
 * link back to the bags list; a failed read adds Retry (pass onRetry).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../components/load-error';
import { Alert } from '../../components/ui/alert';
import { LinkButton } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

export function BagError({
  message,
  retrying = false,
  onRetry,
}: {
  message: string;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  // The messages this screen gives (Bag not found) in the page's language; others as they come.
  const shown = message === 'Bag not found' ? t`Bag not found` : message;
  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      {onRetry ? (
        <LoadError message={shown} retrying={retrying} onRetry={onRetry} />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {shown}
        </Alert>
      )}
      <LinkButton to={paths.bags} variant="secondary">
        <ArrowLeftIcon className="size-4" />
        <Trans>Back to My Bags</Trans>
      </LinkButton>
    </div>
  );
}
