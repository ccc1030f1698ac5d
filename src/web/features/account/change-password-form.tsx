/**
 * Change the password while signed in: the current password, then the new one twice (the
 * sign-up's rules and messages). The server signs every other device out and kills every
 * outstanding reset link; this device stays signed in. The confirmation lasts 3 seconds. An
 * account made by single sign-on has no password to change (decision 0033): the section says so.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../../core/auth/error-messages';
import { PASSWORD_MIN } from '../../../core/rules/auth';
import { Button } from '../../components/ui/button';
import { StatusForm } from '../../components/ui/status-form';
import { CurrentPasswordField, TextField } from '../../components/ui/text-field';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { useChangePassword, useHasPassword } from '../../data/session';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { useCoreMessage } from '../../i18n/core-message';
import { AccountSection } from './account-section';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  if (useHasPassword() === false) {
    return (
      <AccountSection title={t`Change password`} help={i18n._(NO_PASSWORD)}>
        {null}
      </AccountSection>
    );
  }
  return <PasswordForm />;
}

export const NO_PASSWORD = msg`You sign in with single sign-on, so this account has no password here: your sign-on provider keeps it.`;

function PasswordForm() {
  const { t } = useLingui();
  const core = useCoreMessage();
  const change = useChangePassword();
  const [success, showSuccess, clearSuccess] = useTimedMessage();
  const form = useZodForm((s) => s.changePasswordSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const submit = useServerSubmit(
    form,
    async ({ currentPassword, password }) => {
      await change.mutateAsync({ currentPassword, password });
      form.reset(EMPTY);
      showSuccess(AUTH_ERROR_MESSAGES.passwordChanged);
    },
    (err) => authErrorMessage('changePassword', err),
  );
  const common = { type: 'password', required: true } as const;
  return (
    <AccountSection
      title={t`Change password`}
      help={t`Your other devices are signed out, and any password reset link you were sent stops working.`}
    >
      <StatusForm
        label={t`Change password`}
        success={success && core(success)}
        errors={errors}
        clearSuccess={clearSuccess}
        onSubmit={submit}
      >
        <CurrentPasswordField
          label={t`Current Password`}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t`New Password`}
          autoComplete="new-password"
          hint={t`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...common}
          {...form.register('password')}
        />
        <TextField
          label={t`Confirm New Password`}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...common}
          {...form.register('confirmPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {t`Change Password`}
          </Button>
        </div>
      </StatusForm>
    </AccountSection>
  );
}
