/**
 * Delete the account: the JSON export is offered first, then a dialog asks for the password.
 * Once the server has removed everything, the page signs out and the login page says so
 * (data/session useDeleteAccount).
 */
import { useId, useState } from 'react';
import { authErrorMessage } from '../../../core/auth/error-messages';
import { deleteAccountSchema } from '../../../core/schemas/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { CurrentPasswordField } from '../../components/ui/text-field';
import { collectionExportUrl } from '../../data/bags-api';
import { useDeleteAccount } from '../../data/session';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { AccountSection } from './account-section';

const WHAT_GOES =
  'Your account, bags, discs, photos, share links and wishlist are removed at once, and every device is signed out. This cannot be undone.';

function ExportFirst() {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Keep a copy first:{' '}
      <a
        href={collectionExportUrl('json')}
        download
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Download your data (JSON)
      </a>
    </p>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountSchema, { password: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = useServerSubmit(
    form,
    ({ password }) => remove.mutateAsync(password),
    (err) => authErrorMessage('deleteAccount', err),
  );
  const close = () => {
    if (isSubmitting) return;
    form.reset({ password: '' });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description={WHAT_GOES}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isSubmitting}>
            Delete Account
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <ExportFirst />
        <FormError errors={errors} />
        <CurrentPasswordField
          hint="Type your password to confirm."
          error={errors.password?.message}
          {...form.register('password')}
        />
      </form>
    </Dialog>
  );
}

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title="Delete account" help={WHAT_GOES} tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ExportFirst />
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account…
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}
