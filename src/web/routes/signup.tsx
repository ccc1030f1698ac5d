/**
 * `/signup` — email, password and confirmation ('Passwords do not match', 'Password must be at
 * least 6 characters long'), the server's errors in the product's words, a link to Log in and
 * Back to Home. Success leads to the page first asked for, else /home (done by the guard).
 */
import { Link, useLocation } from 'react-router';
import { authErrorMessage } from '../../core/auth/error-messages';
import { signupSchema } from '../../core/schemas/auth';
import { Button } from '../components/ui/button';
import { FormError } from '../components/ui/form-error';
import { TextField } from '../components/ui/text-field';
import { useSignup } from '../data/session';
import { AuthShell, textLink } from '../features/auth/auth-shell';
import { paths } from '../lib/paths';
import { useServerSubmit, useZodForm } from '../lib/use-zod-form';

export default function SignupPage() {
  const signup = useSignup();
  const carried: unknown = useLocation().state;
  const form = useZodForm(signupSchema, { email: '', password: '', confirmPassword: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useServerSubmit(
    form,
    ({ email, password }) => signup.mutateAsync({ email, password }),
    (err) => authErrorMessage('signup', err),
  );

  return (
    <AuthShell
      title="Create Account"
      subtitle="Start building your bag in under a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={carried} className={textLink}>
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormError errors={errors} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" block size="lg" loading={isSubmitting}>
          Create Account
        </Button>
      </form>
    </AuthShell>
  );
}
