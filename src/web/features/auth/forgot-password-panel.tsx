/**
 * The Forgot Password flow shown inside the login card: email → sending → the product's success
 * message (or its error message). `onBack` returns to the login form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCoreMessage } from '../../i18n/core-message';
import { useState } from 'react';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../../core/auth/error-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { useRequestPasswordReset } from '../../data/session';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { EmailField } from './auth-form';

export function ForgotPasswordPanel({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const requestReset = useRequestPasswordReset();
  const { t } = useLingui();
  const core = useCoreMessage();
  const [sent, setSent] = useState(false);
  const form = useZodForm((s) => s.forgotPasswordSchema, { email: initialEmail });
  const { errors, isSubmitting } = form.formState;
  const submit = useServerSubmit(
    form,
    async ({ email }) => {
      await requestReset.mutateAsync(email);
      setSent(true);
    },
    (err) => authErrorMessage('reset', err),
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        setSent(false);
        submit(e);
      }}
      className="space-y-5"
      aria-label={t`Forgot Password`}
    >
      {sent && <Alert tone="success">{core(AUTH_ERROR_MESSAGES.resetSent)}</Alert>}
      <FormError errors={errors} />
      <EmailField required={false} error={errors.email?.message} {...form.register('email')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <Trans>Back to login</Trans>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t`Sending…` : t`Send Reset Link`}
        </Button>
      </div>
    </form>
  );
}
