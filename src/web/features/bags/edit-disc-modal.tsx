/**
 * EditDiscModal: change a bag disc's colour or move it to another of the player's bags.
 *   <EditDiscModal disc={userDiscOrNull} bags busy error onSave={({ color, bagId }) => …}
 *     onClose />
 * Save sends only what changed; with nothing changed it just closes.
 */
import { useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { ColorPicker } from '../../components/color-picker';
import { discRowData } from '../../lib/disc-row-data';

export interface DiscChanges {
  color?: string;
  bagId?: string;
}

export interface EditDiscModalProps {
  disc: UserDisc | null;
  bags: readonly Bag[];
  busy?: boolean;
  error?: string | null;
  onSave: (changes: DiscChanges) => void;
  onClose: () => void;
}

export function EditDiscModal(props: EditDiscModalProps) {
  if (!props.disc) return null;
  return <EditDiscForm key={props.disc.id} {...props} disc={props.disc} />;
}

function EditDiscForm({
  disc,
  bags,
  busy = false,
  error,
  onSave,
  onClose,
}: EditDiscModalProps & { disc: UserDisc }) {
  const [color, setColor] = useState(disc.color.toUpperCase());
  const [bagId, setBagId] = useState(disc.bagId);
  const name = discRowData(disc).name;

  const save = () => {
    const changes: DiscChanges = {};
    if (color !== disc.color.toUpperCase()) changes.color = color;
    if (bagId !== disc.bagId) changes.bagId = bagId;
    if (Object.keys(changes).length === 0) onClose();
    else onSave(changes);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${name}`}
      description="Change its colour or move it to another bag."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <ColorPicker value={color} onChange={setColor} />
        <Select
          label="Bag"
          value={bagId}
          onChange={(e) => setBagId(e.target.value)}
          options={bags.map((b) => ({ value: b.id, label: b.name }))}
        />
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
