/**
 * BagFormModal: create or edit a bag (spec: Bag Name, Description (optional)).
 *   <BagFormModal open bag={bagOrNull} busy error onSubmit={async ({ name, description }) => …}
 *     onClose={…} />
 * The name is required after trimming ('Bag name is required'); both fields are trimmed on save.
 * `error` is the failure message of the save (from the mutation), shown above the buttons.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Bag } from '../../../core/bag-types';
import { BAG_DESCRIPTION_MAX, BAG_NAME_MAX, createBagSchema } from '../../../core/schemas/bag';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { controlClasses, errorClasses, labelClasses } from '../../components/ui/field-styles';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';

export interface BagFormValues {
  name: string;
  description: string;
}

export interface BagFormModalProps {
  open: boolean;
  bag?: Bag | null;
  busy?: boolean;
  error?: string | null;
  onSubmit: (values: BagFormValues) => void;
  onClose: () => void;
}

export function BagFormModal(props: BagFormModalProps) {
  if (!props.open) return null;
  // Keyed so the fields start from the bag being edited each time the modal opens.
  return <BagForm key={props.bag?.id ?? 'new'} {...props} />;
}

function BagForm({ bag, busy = false, error, onSubmit, onClose }: BagFormModalProps) {
  const formId = useId();
  const [name, setName] = useState(bag?.name ?? '');
  const [description, setDescription] = useState(bag?.description ?? '');
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; description?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createBagSchema.safeParse({ name, description });
    if (!parsed.success) {
      const errors: { name?: string; description?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'description') && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    onSubmit({ name: parsed.data.name, description: parsed.data.description ?? '' });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={bag ? 'Edit Bag' : 'Create New Bag'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {bag ? 'Save Changes' : 'Create Bag'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Bag Name"
          name="name"
          value={name}
          maxLength={BAG_NAME_MAX}
          autoComplete="off"
          placeholder="e.g. Tournament bag"
          error={fieldErrors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <label htmlFor={`${formId}-description`} className={labelClasses}>
            Description (optional)
          </label>
          <textarea
            id={`${formId}-description`}
            name="description"
            rows={3}
            value={description}
            maxLength={BAG_DESCRIPTION_MAX}
            aria-invalid={fieldErrors.description ? true : undefined}
            placeholder="What is this bag for?"
            onChange={(e) => setDescription(e.target.value)}
            className={controlClasses(Boolean(fieldErrors.description))}
          />
          {fieldErrors.description && (
            <p role="alert" className={errorClasses}>
              {fieldErrors.description}
            </p>
          )}
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
