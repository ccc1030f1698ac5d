/**
 * BagError: the bag detail error state: 'Error!' with the message (e.g. 'Bag not found') and a
 * link back to the bags list.
 */
import { Alert } from '../../components/ui/alert';
import { LinkButton } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';

export function BagError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      <Alert tone="error" title="Error!">
        {message}
      </Alert>
      <LinkButton to="/bags" variant="secondary">
        <ArrowLeftIcon className="size-4" />
        Back to My Bags
      </LinkButton>
    </div>
  );
}
