/**
 * `/reset-password?token=…` — choose a new password (with confirmation), then go to /login
 * with a confirmation message. A missing, invalid or expired token shows a clear error with a
 * way to request a new link (/login?forgot=1). Reachable signed in or out.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import { resetPasswordSchema } from '../../core/schemas/auth';
import { Alert } from '../components/ui/alert';
import { Button, LinkButton } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { validate, type FieldErrors } from '../components/ui/validate';
import { useAuth } from '../features/auth/auth-context';
import { AuthShell } from './auth-shell';

export const RESET_DONE_MESSAGE = 'Your password has been reset. Log in with your new password.';
const INVALID_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

function isBadToken(err: unknown): boolean {
  const e = err as { status?: number; code?: string } | null;
  return /token/i.test(e?.code ?? '') || e?.status === 400 || e?.status === 404;
}

export default function ResetPasswordPage() {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(!token);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const v = validate(resetPasswordSchema, values);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setSubmitting(true);
    try {
      await resetPassword(token, v.data.password);
      navigate('/login', { replace: true, state: { message: RESET_DONE_MESSAGE } });
    } catch (err) {
      setSubmitting(false);
      if (isBadToken(err)) setBadLink(true);
      else setError(authErrorMessage('reset', err));
    }
  };

  if (badLink) {
    return (
      <AuthShell title="Reset Password">
        <div className="space-y-5">
          <Alert tone="error" title="Link not valid">
            {INVALID_LINK_MESSAGE}
          </Alert>
          <LinkButton to="/login?forgot=1" block size="lg">
            Request a new link
          </LinkButton>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="New Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={values.password}
          onChange={(e) => setValues((s) => ({ ...s, password: e.target.value }))}
          error={errors.password}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => setValues((s) => ({ ...s, confirmPassword: e.target.value }))}
          error={errors.confirmPassword}
        />
        <Button type="submit" block size="lg" loading={submitting}>
          Set New Password
        </Button>
      </form>
    </AuthShell>
  );
}
