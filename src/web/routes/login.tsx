/**
 * `/login` — email and password (both required), the inline Forgot Password flow (also opened
 * by /login?forgot=1), a link to Sign up and Back to Home. A message passed in the navigation
 * state (after a password reset) is shown above the form.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import { loginSchema } from '../../core/schemas/auth';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { validate, type FieldErrors } from '../components/ui/validate';
import { useAuth } from '../features/auth/auth-context';
import { AuthShell, textLink } from './auth-shell';
import { ForgotPasswordPanel } from './forgot-password-panel';

const FORGOT_HELP =
  'Enter the email address of your account and we will send you a link to choose a new password.';

export default function LoginPage() {
  const { login } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const notice = (location.state as { message?: string } | null)?.message;
  const forgot = params.get('forgot') === '1';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setForgot = (open: boolean) => setParams(open ? { forgot: '1' } : {}, { replace: true });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const v = validate(loginSchema, { email, password });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setSubmitting(true);
    try {
      await login(v.data.email, v.data.password);
    } catch (err) {
      setError(authErrorMessage('login', err));
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      title={forgot ? 'Forgot Password' : 'Log in'}
      subtitle={forgot ? FORGOT_HELP : 'Welcome back. Your bags are waiting.'}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={textLink}>
            Sign up
          </Link>
        </>
      }
    >
      {forgot ? (
        <ForgotPasswordPanel initialEmail={email} onBack={() => setForgot(false)} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {notice && !error && <Alert tone="success">{notice}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <div>
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <div className="mt-2 text-right">
              <button
                type="button"
                className={`${textLink} text-sm`}
                onClick={() => setForgot(true)}
              >
                Forgot Password?
              </button>
            </div>
          </div>
          <Button type="submit" block size="lg" loading={submitting}>
            Log in
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
