/**
 * The Forgot Password flow shown inside the login card: email → sending → the spec's success
 * message (or its error message). `onBack` returns to the login form.
 */
import { useState, type FormEvent } from 'react';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../core/auth/error-messages';
import { forgotPasswordSchema } from '../../core/schemas/auth';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { validate } from '../components/ui/validate';
import { useAuth } from '../features/auth/auth-context';

export function ForgotPasswordPanel({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const { requestPasswordReset } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSent(false);
    const v = validate(forgotPasswordSchema, { email });
    setFieldError(v.ok ? undefined : v.errors.email);
    if (!v.ok) return;
    setSending(true);
    try {
      await requestPasswordReset(v.data.email);
      setSent(true);
    } catch (err) {
      setError(authErrorMessage('reset', err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Forgot Password">
      {sent && <Alert tone="success">{AUTH_ERROR_MESSAGES.resetSent}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Back to login
        </Button>
        <Button type="submit" loading={sending}>
          {sending ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </div>
    </form>
  );
}
