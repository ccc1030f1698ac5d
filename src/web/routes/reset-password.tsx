/**
 * `/reset-password?token=…` — choose a new password (with confirmation), then go to /login
 * with a confirmation message. A missing, invalid or expired token shows a clear error with a
 * way to request a new link (/login?forgot=1). Reachable signed in or out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import { Alert } from '../components/ui/alert';
import { Spinner } from '../components/ui/spinner';
import { LinkButton } from '../components/ui/button';
import { authApi } from '../data/auth-api';
import { useResetPassword } from '../data/session';
import { AuthForm, NewPasswordFields } from '../features/auth/auth-form';
import { AuthShell } from '../features/auth/auth-shell';
import { paths } from '../lib/paths';
import { useServerSubmit, useZodForm } from '../lib/use-zod-form';

export const RESET_DONE_MESSAGE = 'Your password has been reset. Log in with your new password.';
export const INVALID_LINK_MESSAGE =
  'This password reset link has already been used, or it is invalid or has expired. Please request a new one.';

/** The auth server answers a used, expired or unknown token with 400 INVALID_TOKEN. */
function isBadToken(err: unknown): boolean {
  const e = err as { status?: number; code?: string } | null;
  return /token/i.test(e?.code ?? '') || e?.status === 400 || e?.status === 404;
}

export default function ResetPasswordPage() {
  const resetPassword = useResetPassword();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The auth server's own link check redirects here with ?error=INVALID_TOKEN.
  const [badLink, setBadLink] = useState(!token || params.get('error') === 'INVALID_TOKEN');
  // A used or expired link is said before the form, not after a new password has been typed.
  const linkCheck = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => authApi.resetLinkWorks(token),
    enabled: !badLink,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const form = useZodForm((s) => s.resetPasswordSchema, { password: '', confirmPassword: '' });
  const onSubmit = useServerSubmit(
    form,
    async ({ password }) => {
      try {
        await resetPassword.mutateAsync({ token, password });
      } catch (err) {
        if (!isBadToken(err)) throw err;
        setBadLink(true);
        return;
      }
      await navigate(paths.login, {
        replace: true,
        state: { message: t`Your password has been reset. Log in with your new password.` },
      });
    },
    (err) => authErrorMessage('reset', err),
  );

  if (!badLink && linkCheck.isPending) {
    return (
      <AuthShell title={t`Reset Password`} subtitle={t`Checking your link…`}>
        <div className="flex justify-center py-6">
          <Spinner label={t`Checking your link`} />
        </div>
      </AuthShell>
    );
  }

  if (badLink || linkCheck.data === false) {
    return (
      <AuthShell title={t`Reset Password`}>
        <div className="space-y-5">
          <Alert tone="error" title={t`This link no longer works`}>
            {t`This password reset link has already been used, or it is invalid or has expired. Please request a new one.`}
          </Alert>
          <LinkButton to={`${paths.login}?forgot=1`} block size="lg">
            <Trans>Request a new link</Trans>
          </LinkButton>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t`Reset Password`} subtitle={t`Choose a new password for your account.`}>
      <AuthForm form={form} onSubmit={onSubmit} submitLabel={t`Set New Password`}>
        <NewPasswordFields
          label={t`New Password`}
          confirmLabel={t`Confirm New Password`}
          form={form}
        />
      </AuthForm>
    </AuthShell>
  );
}
