/**
 * EditDiscModal: change a bag disc's colour, move it to another of the player's bags, and edit
 * its details (plastic, weight, condition, nickname, notes, date acquired, own flight numbers).
 * Its photo is set, replaced or removed at once (DiscPhotoField), apart from Save.
 *   <EditDiscModal disc={userDiscOrNull} bags plastics busy error onSave={(changes) => …} onClose />
 * Save sends only what changed; with nothing changed it just closes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import type { DiscDetailsInput } from '../../../core/collection/disc-fields';
import { changedDetails, draftOf } from '../../../core/rules/disc-details-form';
import { useFormSchemas } from '../../lib/schemas';
import { Alert } from '../../components/ui/alert';
import { BagSelect } from '../../components/bag-select';
import { ColorPicker } from '../../components/color-picker';
import { DiscDetailsFields } from '../../components/disc/disc-details-fields';
import { DiscPhotoField } from './disc-photo-field';
import { discRowData } from '../../lib/disc-row-data';
import { DiscDialog, type DialogProps } from './bag-dialogs';

export type DiscChanges = {
  color?: string;
  bagId?: string;
} & Partial<DiscDetailsInput>;

export interface EditDiscModalProps extends DialogProps {
  disc: UserDisc | null;
  bags: readonly Bag[];
  plastics?: readonly string[];
  onSave: (changes: DiscChanges) => void;
}

export function EditDiscModal(props: EditDiscModalProps) {
  if (!props.disc) return null;
  return <EditDiscForm key={props.disc.id} {...props} disc={props.disc} />;
}

function EditDiscForm({
  disc,
  bags,
  plastics = [],
  onSave,
  ...dialog
}: EditDiscModalProps & { disc: UserDisc }) {
  const [color, setColor] = useState(disc.color.toUpperCase());
  const [bagId, setBagId] = useState(disc.bagId);
  const [draft, setDraft] = useState(() => draftOf(disc));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const name = discRowData(disc).name;
  const { t } = useLingui();

  const schemas = useFormSchemas();
  const save = async () => {
    const parsed = (await schemas.load())?.parseDraft(draft);
    if (!parsed) return;
    if (!parsed.ok) {
      setFieldErrors(parsed.fields);
      return;
    }
    setFieldErrors({});
    const changes: DiscChanges = changedDetails(disc, parsed.value);
    if (color !== disc.color.toUpperCase()) changes.color = color;
    if (bagId !== disc.bagId) changes.bagId = bagId;
    if (Object.keys(changes).length === 0) dialog.onClose();
    else onSave(changes);
  };

  return (
    <DiscDialog
      kind="edit"
      name={name}
      onAction={() => void save()}
      {...dialog}
      error={schemas.error ?? dialog.error}
    >
      <ColorPicker value={color} onChange={setColor} />
      <BagSelect label={t`Bag`} bags={bags} value={bagId} onChange={setBagId} />
      <DiscPhotoField disc={disc} name={name} />
      <DiscDetailsFields
        draft={draft}
        onChange={setDraft}
        errors={fieldErrors}
        plastics={plastics}
        withFlight
        catalogueFlight={disc.discDetails}
      />
      {Object.keys(fieldErrors).length > 0 && (
        <Alert tone="error">
          <Trans>Please correct the fields marked above.</Trans>
        </Alert>
      )}
    </DiscDialog>
  );
}
