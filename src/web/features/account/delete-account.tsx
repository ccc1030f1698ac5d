/**
 * Delete the account: the JSON export is offered first, then a dialog asks for the password.
 * An account without one (made by single sign-on) asks none; the server takes it from a sign-in
 * of the last minutes, and otherwise the dialog offers to sign in again and come back here
 * (decision 0033). Once the server has removed everything, the page signs out and the login
 * page says so (data/session useDeleteAccount).
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { useCoreMessage } from '../../i18n/core-message';
import { AccountSection } from './account-section';

const WHAT_GOES = msg`Your account, bags, discs, photos, throws, share links and wishlist are removed at once, and every device is signed out. This cannot be undone.`;

function ExportFirst() {
  return (
    <p className="text-sm text-fg-soft">
      <Trans>Keep a copy first:</Trans>{' '}
      <a
        href={collectionExportUrl('json')}
        download
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <Trans>Download your data (JSON)</Trans>
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
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Delete your account?`}
      description={i18n._(WHAT_GOES)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
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
  const { t } = useLingui();
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
          <Trans>Delete Account</Trans>
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <ExportFirst />
        <FormError errors={errors} />
        <CurrentPasswordField
          label={t`Password`}
          hint={t`Type your password to confirm.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </form>
    </ConfirmDelete>
  );
}

/** The dialog of an account without a password: no field; a stale sign-in is renewed first. */
function PasswordlessDeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const core = useCoreMessage();
  const remove = useDeleteAccount();
  const ssoName = useSignOnConfig()?.ssoName ?? t`single sign-on`;
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
            <Trans>Sign in again with {ssoName}</Trans>
          </Button>
        ) : (
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            <Trans>Delete Account</Trans>
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
            <Alert tone="error">{core(authErrorMessage('deleteAccount', remove.error))}</Alert>
          ))}
        {!stale && (
          <p className="text-sm text-fg-faint">
            <Plural
              value={FRESH_SIGN_IN_MINUTES}
              one={`Your account has no password: a sign-in with ${ssoName} from the last minute confirms it is you.`}
              other={`Your account has no password: a sign-in with ${ssoName} from the last # minutes confirms it is you.`}
            />
          </p>
        )}
      </div>
    </ConfirmDelete>
  );
}

export function DeleteAccount() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const hasPassword = useHasPassword();
  const Confirm = hasPassword === false ? PasswordlessDeleteDialog : DeleteAccountDialog;
  return (
    <AccountSection title={t`Delete account`} help={i18n._(WHAT_GOES)} tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ExportFirst />
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete Account…</Trans>
        </Button>
      </div>
      <Confirm open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}
