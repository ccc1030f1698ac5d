/**
 * useBagForm: the create and edit bag form of /bags — which bag it is open for, if any (opened
 * at once by /bags?new=1, which it drops from the address on close), and saving it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Bag } from '../../../core/bag-types';
import { useCreateBag, useUpdateBag } from '../../data/use-bags';
import { errorMessage } from '../../lib/error-message';
import type { BagFormValues } from './bag-form-modal';

export type BagFormState = { mode: 'create' } | { mode: 'edit'; bag: Bag } | null;

export function useBagForm(userId: string | null) {
  const createBag = useCreateBag(userId);
  const updateBag = useUpdateBag(userId);
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<BagFormState>(() =>
    params.get('new') === '1' ? { mode: 'create' } : null,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const openForm = (next: BagFormState) => {
    setFormError(null);
    setForm(next);
  };
  const closeForm = () => {
    setForm(null);
    if (params.has('new')) setParams({}, { replace: true });
  };

  const save = (values: BagFormValues) => {
    setFormError(null);
    const onError = (err: unknown) => setFormError(errorMessage(err));
    if (form?.mode === 'edit') {
      updateBag.mutate({ id: form.bag.id, ...values }, { onSuccess: closeForm, onError });
    } else {
      createBag.mutate(values, { onSuccess: closeForm, onError });
    }
  };

  return {
    form,
    formError,
    openForm,
    closeForm,
    save,
    busy: createBag.isPending || updateBag.isPending,
  };
}
