/**
 * "Duplicate bag": a new bag "<name> (copy)" with this bag's active discs and their details
 * (docs/decisions/0014). A failure (a per-player limit…) shows the server's words.
 */
import { Trans } from '@lingui/react/macro';
import type { Bag } from '../../../core/bag-types';
import { Button } from '../../components/ui/button';
import { Toast } from '../../components/ui/toast';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { useDuplicateBag } from '../../data/use-bags';

export function DuplicateBagButton({
  bag,
  userId,
  onDuplicated,
}: {
  bag: Bag;
  userId: string | null;
  onDuplicated: (copy: Bag) => void;
}) {
  const duplicate = useDuplicateBag(userId);
  const [error, showError] = useTimedMessage(6000);
  return (
    <>
      <Button
        variant="secondary"
        loading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(bag.id, {
            onSuccess: onDuplicated,
            onError: (err) => showError(err.message),
          })
        }
      >
        <Trans>Duplicate bag</Trans>
      </Button>
      <Toast message={error} tone="error" />
    </>
  );
}
