/**
 * The dialogs a disc of the bag opens: read-only in the disc modal (given by the screen), edit,
 * archive, and the question before removing it.
 */
import { useLingui } from '@lingui/react/macro';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { DiscModalSlot } from '../../components/disc/disc-modal-slots';
import { usePlayerCatalogue } from '../../data/use-own-discs';
import { discRowData } from '../../lib/disc-row-data';
import { ArchiveDiscModal } from './archive-disc-modal';
import { catalogueDiscFor } from './catalogue-disc';
import { EditDiscModal } from './edit-disc-modal';
import type { useDiscActions } from './use-disc-actions';

export function BagDiscDialogs({
  opened,
  onCloseOpened,
  actions,
  bags,
  plastics,
  DiscModal,
}: {
  /** The disc open in the disc modal. */
  opened: UserDisc | null;
  onCloseOpened: () => void;
  actions: ReturnType<typeof useDiscActions>;
  bags: readonly Bag[];
  plastics: readonly string[];
  DiscModal: DiscModalSlot;
}) {
  const catalogue = usePlayerCatalogue();
  const openedDisc = opened ? catalogueDiscFor(opened, catalogue.data) : null;
  const { t } = useLingui();
  const removeMessage = (name: string) => t`Remove ${name} from your bag?`;
  return (
    <>
      <DiscModal
        disc={openedDisc}
        open={openedDisc !== null}
        onClose={onCloseOpened}
        readOnly
        owned={opened}
      />
      <EditDiscModal {...actions.editDialog} bags={bags} plastics={plastics} />
      <ArchiveDiscModal {...actions.archiveDialog} />
      <ConfirmDialog
        open={actions.removing !== null}
        title={t`Remove disc`}
        message={actions.removing ? removeMessage(discRowData(actions.removing).name) : ''}
        confirmLabel={t`Remove`}
        busy={actions.removeBusy}
        onConfirm={actions.confirmRemove}
        onCancel={actions.cancelRemove}
      />
    </>
  );
}
