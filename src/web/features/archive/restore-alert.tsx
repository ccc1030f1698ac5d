/**
 * RestoreAlert: how a restore went; after one refused as a duplicate, "Add another copy"
 * restores the disc as another copy.
 *   <RestoreAlert message onDismiss onAddCopy={(disc) => …} />
 */
import type { UserDisc } from '../../../core/bag-types';
import { ADD_ANOTHER_COPY } from '../../../core/rules/user-disc';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useCoreMessage } from '../../i18n/core-message';
import type { RestoreMessage } from './use-restore-disc';

export function RestoreAlert({
  message,
  onDismiss,
  onAddCopy,
}: {
  message: RestoreMessage;
  onDismiss: () => void;
  onAddCopy: (disc: UserDisc) => void;
}) {
  const core = useCoreMessage();
  const again = message.again;
  return (
    <Alert tone={message.tone} onDismiss={onDismiss}>
      <p>{message.text}</p>
      {again && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => onAddCopy(again)}>
          {core(ADD_ANOTHER_COPY)}
        </Button>
      )}
    </Alert>
  );
}
