/**
 * Delete the account: the JSON export is offered first, then a dialog asks for the password.
 * An account without one (made by single sign-on) asks none; the server takes it from a sign-in
 * of the last minutes, and otherwise the dialog offers to sign in again and come back here
 * (decision 0033). Once the server has removed everything, the page signs out and the login
 * page says so (data/session useDeleteAccount).
 */
import { useId, useState, type ReactNode } from 'react';
import { authErrorMessage } from '../../../core/auth/error-messages';
import { FRESH_SIGN_IN_MINUTES } from '../../../core/accounts/single-sign-on';
import { Alert } from '../../components/ui/alert';
import { HttpError } from '../../lib/http';
import { startSignOn, useSignOnConfig } from '../../data/use-sign-on';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { CurrentPasswordField } from '../../components/ui/text-field';
import { collectionExportUrl } from '../../data/bags-api';
import { useDeleteAccount, useHasPassword } from '../../data/session';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { AccountSection } from './account-section';

const WHAT_GOES =
  'Your account, bags, discs, photos, throws, share links and wishlist are removed at once, and every device is signed out. This cannot be undone.';

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

/** The one confirmation dialog: what goes, Cancel, and the way's own action and body. */
function ConfirmDelete({
  open,
  onClose,
  busy,
  action,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      description={WHAT_GOES}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const remove = useDeleteAccount();
  const form = useZodForm((s) => s.deleteAccountSchema, { password: '' });
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
    <ConfirmDelete
      open={open}
      onClose={close}
      busy={isSubmitting}
      action={
        <Button type="submit" form={formId} variant="danger" loading={isSubmitting}>
          Delete Account
        </Button>
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
    </ConfirmDelete>
  );
}

/** The dialog of an account without a password: no field; a stale sign-in is renewed first. */
function PasswordlessDeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const ssoName = useSignOnConfig()?.ssoName ?? 'single sign-on';
  const [leaving, setLeaving] = useState(false);
  const stale = remove.error instanceof HttpError && remove.error.code === 'fresh_sign_in_required';
  const busy = remove.isPending || leaving;
  const close = () => {
    if (busy) return;
    remove.reset();
    onClose();
  };
  const signInAgain = () => {
    setLeaving(true);
    startSignOn(undefined, '/account').catch(() => setLeaving(false));
  };
  return (
    <ConfirmDelete
      open={open}
      onClose={close}
      busy={busy}
      action={
        stale ? (
          <Button onClick={signInAgain} loading={leaving}>
            Sign in again with {ssoName}
          </Button>
        ) : (
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            Delete Account
          </Button>
        )
      }
    >
      <div className="space-y-4">
        <ExportFirst />
        {remove.error &&
          (stale ? (
            <Alert tone="warning">{remove.error.message}</Alert>
          ) : (
            <Alert tone="error">{authErrorMessage('deleteAccount', remove.error)}</Alert>
          ))}
        {!stale && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your account has no password: a sign-in with {ssoName} from the last{' '}
            {FRESH_SIGN_IN_MINUTES} minutes confirms it is you.
          </p>
        )}
      </div>
    </ConfirmDelete>
  );
}

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const hasPassword = useHasPassword();
  const Confirm = hasPassword === false ? PasswordlessDeleteDialog : DeleteAccountDialog;
  return (
    <AccountSection title="Delete account" help={WHAT_GOES} tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ExportFirst />
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account…
        </Button>
      </div>
      <Confirm open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}
