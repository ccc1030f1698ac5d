/**
 * `/signup` — email, password and confirmation ('Passwords do not match', 'Password must be at
 * least 6 characters long'), the server's errors in the spec's words, a link to Log in and
 * Back to Home. Success leads to /home (done by the auth provider).
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import { signupSchema } from '../../core/schemas/auth';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { validate, type FieldErrors } from '../components/ui/validate';
import { useAuth } from '../features/auth/auth-context';
import { AuthShell, textLink } from './auth-shell';

export default function SignupPage() {
  const { signup } = useAuth();
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const v = validate(signupSchema, values);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setSubmitting(true);
    try {
      await signup(v.data.email, v.data.password);
    } catch (err) {
      setError(authErrorMessage('signup', err));
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      title="Create Account"
      subtitle="Start building your bag in under a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLink}>
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" block size="lg" loading={submitting}>
          Create Account
        </Button>
      </form>
    </AuthShell>
  );
}
