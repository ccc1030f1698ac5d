/**
 * `/login` — email and password (both required), the inline Forgot Password flow (also opened
 * by /login?forgot=1), a link to Sign up and Back to Home. A message passed in the navigation
 * state (after a password reset) is shown above the form. With single sign-on (decision 0033)
 * a "Sign in with …" button comes first (alone when PASSWORD_LOGIN=false), and a sign-on that
 * failed comes back here as /login?error=<code>, said in the product's words.
 */
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCoreMessage } from '../i18n/core-message';
import { Link, useLocation, useSearchParams } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import type { LoginInput } from '../../core/schemas/auth';
import { Alert } from '../components/ui/alert';
import { CurrentPasswordField } from '../components/ui/text-field';
import { useLogin } from '../data/session';
import { AuthForm, EmailField } from '../features/auth/auth-form';
import { AuthShell, textLink } from '../features/auth/auth-shell';
import { ForgotPasswordPanel } from '../features/auth/forgot-password-panel';
import { paths } from '../lib/paths';
import { useSignupPolicy } from '../data/use-admin';
import { signOutNotice } from '../lib/sign-out-notice';
import { useServerSubmit, useZodForm } from '../lib/use-zod-form';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { SSO_ERROR_PARAM, ssoErrorMessage } from '../../core/accounts/single-sign-on';
import { useSignOnConfig } from '../data/use-sign-on';
import { SignOnButton } from '../features/auth/sign-on-button';

export default function LoginPage() {
  const login = useLogin();
  const { t } = useLingui();
  const core = useCoreMessage();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const carried: unknown = location.state;
  // Or the app's own word on why this page signed out (an account just deleted).
  const notice = (carried as { message?: string } | null)?.message ?? signOutNotice() ?? undefined;
  const signOn = useSignOnConfig();
  const ssoError = params.get(SSO_ERROR_PARAM);
  const passwords = signOn?.passwordLogin !== false;
  const forgot = passwords && params.get('forgot') === '1';
  const form = useZodForm((s) => s.loginSchema, { email: '', password: '' });
  const { errors } = form.formState;
  // Once signed in, the guard around this screen moves on to the page first asked for.
  const onSubmit = useServerSubmit(
    form,
    (v) => login.mutateAsync(v),
    (err) => authErrorMessage('login', err),
  );

  // The navigation state (the page first asked for) travels along with the Forgot toggle.
  // Until the server says otherwise, sign-up is open (the prerendered page shows the link).
  const signupPolicy = useSignupPolicy() ?? 'open';
  const setForgot = (open: boolean) =>
    setParams(open ? { forgot: '1' } : {}, { replace: true, state: carried });

  return (
    <AuthShell
      title={forgot ? t`Forgot Password` : t`Log in`}
      subtitle={
        forgot
          ? t`Enter the email address of your account and we will send you a link to choose a new password.`
          : t`Welcome back. Your bags are waiting.`
      }
      footer={
        // Sign-up is offered only where anyone may sign up (SIGNUP=open).
        signupPolicy === 'open' && (
          <Trans>
            Don&apos;t have an account?{' '}
            <Link to={paths.signup} state={carried} className={textLink}>
              Sign up
            </Link>
          </Trans>
        )
      }
    >
      {ssoError !== null && !forgot && (
        <Alert tone="error" className="mb-5">
          {core(ssoErrorMessage(ssoError))}
        </Alert>
      )}
      {signOn?.ssoName && !forgot && (
        <div className="mb-5">
          <SignOnButton name={signOn.ssoName} withPasswordForm={passwords} />
        </div>
      )}
      {!passwords ? null : forgot ? (
        <ForgotPasswordPanel
          initialEmail={form.getValues('email')}
          onBack={() => setForgot(false)}
        />
      ) : (
        <LoginForm
          form={form}
          onSubmit={onSubmit}
          notice={notice && !errors.root ? core(notice) : undefined}
          onForgot={() => setForgot(true)}
        />
      )}
    </AuthShell>
  );
}

type LoginFormState = UseFormReturn<LoginInput, unknown, LoginInput>;

/** Email and password, and the way to Forgot Password. */
function LoginForm({
  form,
  onSubmit,
  notice,
  onForgot,
}: {
  form: LoginFormState;
  onSubmit: (e: FormEvent) => void;
  /** Said above the fields (in the page's language). */
  notice: string | undefined;
  onForgot: () => void;
}) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      submitLabel={t`Log in`}
      notice={notice && <Alert tone="success">{notice}</Alert>}
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div>
        <CurrentPasswordField error={errors.password?.message} {...form.register('password')} />
        <div className="mt-2 text-right">
          <Button variant="bare" className={cn(textLink, 'text-sm')} onClick={onForgot}>
            <Trans>Forgot Password?</Trans>
          </Button>
        </div>
      </div>
    </AuthForm>
  );
}
