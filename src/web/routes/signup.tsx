/**
 * `/signup` — email, password and confirmation ('Passwords do not match', 'Password must be at
 * least 6 characters long'), the server's errors in the product's words, a link to Log in and
 * Back to Home. Success leads to the page first asked for, else /home (done by the guard). With
 * single sign-on (decision 0033) a "Sign in with …" button comes first, carrying the invite.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCoreMessage } from '../i18n/core-message';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  INVITE_EMAIL_PARAM,
  INVITE_PARAM,
  SIGNUP_MESSAGES,
} from '../../core/accounts/sign-up-policy';
import { Alert } from '../components/ui/alert';
import { useSignupPolicy } from '../data/use-admin';
import { authErrorMessage } from '../../core/auth/error-messages';
import { useSignup } from '../data/session';
import { AuthForm, EmailField, NewPasswordFields } from '../features/auth/auth-form';
import { AuthShell, textLink } from '../features/auth/auth-shell';
import { paths } from '../lib/paths';
import { useServerSubmit, useZodForm } from '../lib/use-zod-form';
import { useSignOnConfig } from '../data/use-sign-on';
import { SignOnButton } from '../features/auth/sign-on-button';

export default function SignupPage() {
  const [params] = useSearchParams();
  const inviteToken = params.get(INVITE_PARAM) ?? undefined;
  const policy = useSignupPolicy();
  const signOn = useSignOnConfig();
  const passwords = signOn?.passwordLogin !== false;
  const signup = useSignup(inviteToken);
  const { t } = useLingui();
  const core = useCoreMessage();
  const carried: unknown = useLocation().state;
  // An invite link carries the address it was made for.
  const invitedEmail = (inviteToken && params.get(INVITE_EMAIL_PARAM)) || '';
  const form = useZodForm((s) => s.signupSchema, {
    email: invitedEmail,
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;
  const onSubmit = useServerSubmit(
    form,
    ({ email, password }) => signup.mutateAsync({ email, password }),
    (err) => authErrorMessage('signup', err),
  );

  return (
    <AuthShell
      title={t`Create Account`}
      subtitle={t`Start building your bag in under a minute.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login} state={carried} className={textLink}>
            Log in
          </Link>
        </Trans>
      }
    >
      {policy === 'closed' || (policy === 'invite' && !inviteToken) ? (
        <Alert tone="info">
          {core(policy === 'closed' ? SIGNUP_MESSAGES.closed : SIGNUP_MESSAGES.inviteRequired)}
        </Alert>
      ) : (
        <>
          {inviteToken && (
            <p className="mb-5 text-sm text-fg-soft">
              <Trans>
                You were invited: sign up with the email address the invite was sent to.
              </Trans>
            </p>
          )}
          {signOn?.ssoName && (
            <div className="mb-5">
              <SignOnButton
                name={signOn.ssoName}
                inviteToken={inviteToken}
                withPasswordForm={passwords}
              />
            </div>
          )}
          {passwords && (
            <AuthForm form={form} onSubmit={onSubmit} submitLabel={t`Create Account`}>
              <EmailField error={errors.email?.message} {...form.register('email')} />
              <NewPasswordFields
                label={t`Password`}
                confirmLabel={t`Confirm Password`}
                form={form}
              />
            </AuthForm>
          )}
        </>
      )}
    </AuthShell>
  );
}
