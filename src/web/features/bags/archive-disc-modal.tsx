/**
 * ArchiveDiscModal: take a disc out of play — lost (where and when), sold, given away or
 * retired. It then leaves the bag's list, charts and stats and shows in the Archive, where it
 * can be restored.
 *   <ArchiveDiscModal disc={userDiscOrNull} busy error onSave={(changes) => …} onClose />
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STATUS_WORDS } from '../../components/disc/owned-disc-details';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import {
  ARCHIVE_STATUSES,
  STATUS_NOTE_MAX,
  type DiscStatus,
} from '../../../core/rules/disc-details';
import { fieldErrors } from '../../../core/rules/bag';
import { useFormSchemas } from '../../lib/schemas';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { discRowData } from '../../lib/disc-row-data';
import { DiscDialog, type DialogProps } from './bag-dialogs';

export interface ArchiveChanges {
  status: DiscStatus;
  statusNote: string | null;
  statusDate: string | null;
}

const NOTE_LABEL: Record<string, MessageDescriptor> = {
  lost: msg`Where was it lost? (optional)`,
  sold: msg`Sold to (optional)`,
  given: msg`Given to (optional)`,
  retired: msg`Note (optional)`,
};

/** Today in the browser's own time zone, as YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface ArchiveDiscModalProps extends DialogProps {
  disc: UserDisc | null;
  onSave: (changes: ArchiveChanges) => void;
}

export function ArchiveDiscModal(props: ArchiveDiscModalProps) {
  if (!props.disc) return null;
  return <ArchiveForm key={props.disc.id} {...props} disc={props.disc} />;
}

function ArchiveForm({ disc, onSave, ...dialog }: ArchiveDiscModalProps & { disc: UserDisc }) {
  const [status, setStatus] = useState<DiscStatus>('lost');
  const [note, setNote] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = discRowData(disc).name;
  const { t, i18n } = useLingui();

  const schemas = useFormSchemas();
  const save = async () => {
    const loaded = await schemas.load();
    if (!loaded) return;
    const parsed = loaded.discDetailsInputSchema.safeParse({
      status,
      statusNote: note,
      statusDate: date.trim() === '' ? null : date.trim(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave({
      status,
      statusNote: parsed.data.statusNote ?? null,
      statusDate: parsed.data.statusDate ?? null,
    });
  };

  return (
    <DiscDialog
      kind="archive"
      name={name}
      onAction={() => void save()}
      {...dialog}
      error={schemas.error ?? dialog.error}
    >
      <Select
        label={t`What happened?`}
        value={status}
        onChange={(e) => setStatus(e.target.value as DiscStatus)}
        options={ARCHIVE_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_WORDS[s]) }))}
      />
      <TextField
        label={i18n._(NOTE_LABEL[status] ?? NOTE_LABEL.retired!)}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={STATUS_NOTE_MAX}
        error={errors.statusNote}
      />
      <TextField
        label={t`When`}
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={errors.statusDate}
      />
    </DiscDialog>
  );
}
