/**
 * BagFormModal: create or edit a bag (product rules: Bag Name, Description (optional)).
 *   <BagFormModal open bag={bagOrNull} busy error onSubmit={async ({ name, description }) => …}
 *     onClose={…} />
 * The name is required after trimming ('Bag name is required'); both fields are trimmed on save.
 * `error` is the failure message of the save (from the mutation), shown above the buttons.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Bag } from '../../../core/bag-types';
import { BAG_DESCRIPTION_MAX, BAG_NAME_MAX } from '../../../core/rules/bag';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';
import { DialogFooter, type DialogProps } from './bag-dialogs';

export interface BagFormValues {
  name: string;
  description: string;
}

export interface BagFormModalProps extends DialogProps {
  open: boolean;
  bag?: Bag | null;
  onSubmit: (values: BagFormValues) => void;
}

export function BagFormModal(props: BagFormModalProps) {
  if (!props.open) return null;
  // Keyed so the fields start from the bag being edited each time the modal opens.
  return <BagForm key={props.bag?.id ?? 'new'} {...props} />;
}

function BagForm({ bag, busy = false, error, onSubmit, onClose }: BagFormModalProps) {
  const formId = useId();
  const { t } = useLingui();
  const form = useZodForm((s) => s.createBagSchema, {
    name: bag?.name ?? '',
    description: bag?.description ?? '',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    onSubmit({ name: v.name, description: v.description ?? '' }),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={bag ? t`Edit Bag` : t`Create New Bag`}
      footer={
        <DialogFooter
          onCancel={onClose}
          cancelDisabled={busy}
          type="submit"
          form={formId}
          loading={busy}
        >
          {bag ? <Trans>Save Changes</Trans> : <Trans>Create Bag</Trans>}
        </DialogFooter>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextField
          label={t`Bag Name`}
          maxLength={BAG_NAME_MAX}
          autoComplete="off"
          placeholder={t`e.g. Tournament bag`}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextArea
          label={t`Description (optional)`}
          rows={3}
          maxLength={BAG_DESCRIPTION_MAX}
          placeholder={t`What is this bag for?`}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
