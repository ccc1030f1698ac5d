/**
 * Change the e-mail address: the new address and the password. The server mails a link to the
 * new address (the address changes when it is opened) and tells the old one. The link leads back
 * to the account page, which says how it went (routes/account.tsx). An account without a
 * password (made by single sign-on) keeps its provider's address: the section says so instead
 * (decision 0033).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SSO_MESSAGES } from '../../../core/accounts/single-sign-on';
import { useState } from 'react';
import { authErrorMessage } from '../../../core/auth/error-messages';
import { Button } from '../../components/ui/button';
import { StatusForm } from '../../components/ui/status-form';
import { CurrentPasswordField, TextField } from '../../components/ui/text-field';
import { useChangeEmail, useHasPassword } from '../../data/session';
import { useServerSubmit, useZodForm } from '../../lib/use-zod-form';
import { useCoreMessage } from '../../i18n/core-message';
import { AccountSection } from './account-section';

export const emailLinkSent = (email: string) =>
  msg`We sent a link to ${email}. Your address changes when you open it (within one hour).`;

export function ChangeEmailForm() {
  const { t } = useLingui();
  const core = useCoreMessage();
  if (useHasPassword() === false) {
    return (
      <AccountSection title={t`Change email`} help={core(SSO_MESSAGES.emailFromProvider)}>
        {null}
      </AccountSection>
    );
  }
  return <PasswordEmailForm />;
}

function PasswordEmailForm() {
  const { t, i18n } = useLingui();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm((s) => s.changeEmailSchema, { newEmail: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = useServerSubmit(
    form,
    async ({ newEmail, password }) => {
      await change.mutateAsync({ newEmail, password });
      form.reset({ newEmail: '', password: '' });
      setSentTo(newEmail);
    },
    (err) => authErrorMessage('changeEmail', err),
  );
  return (
    <AccountSection
      title={t`Change email`}
      help={t`A link goes to the new address; your address changes when you open it. Your current address is told.`}
    >
      <StatusForm
        label={t`Change email`}
        success={sentTo && i18n._(emailLinkSent(sentTo))}
        errors={errors}
        clearSuccess={() => setSentTo(null)}
        onSubmit={submit}
      >
        <TextField
          label={t`New Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
        <CurrentPasswordField
          label={t`Password`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {t`Send Link`}
          </Button>
        </div>
      </StatusForm>
    </AccountSection>
  );
}
