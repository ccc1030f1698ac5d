/**
 * The pieces every signed-out form shares (login, sign-up, forgot and reset password): the form
 * frame with the server's error on top and one full-width submit button, the email field, and the
 * new-password pair with its confirmation.
 */
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { PASSWORD_MIN } from '../../../core/rules/auth';

interface AuthFormProps<In extends FieldValues, Out extends FieldValues> {
  /** The form whose server error and submitting state the frame shows. */
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  /** Shown above the server's error (login: the message carried from a password reset). */
  notice?: ReactNode;
  children: ReactNode;
}

export function AuthForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  notice,
  children,
}: AuthFormProps<In, Out>) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {notice}
      <FormError errors={errors} />
      {children}
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

type Registration = UseFormRegisterReturn & { error: string | undefined };

export function EmailField({ required = true, ...field }: Registration & { required?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField label={t`Email`} type="email" autoComplete="email" required={required} {...field} />
  );
}

/** The fields NewPasswordFields registers: the sign-up and reset-password schemas both hold them. */
interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation, labelled `label` and `confirmLabel`, registered on `form`
 * with the errors its schema gives them.
 */
export function NewPasswordFields<In extends NewPasswordValues, Out extends FieldValues>({
  label,
  confirmLabel,
  form,
}: {
  label: string;
  confirmLabel: string;
  form: UseFormReturn<In, unknown, Out>;
}) {
  const { t } = useLingui();
  const field = (name: keyof NewPasswordValues & string) => {
    const path = name as Path<In>;
    return {
      error: form.getFieldState(path, form.formState).error?.message,
      ...form.register(path),
    };
  };
  const common = { type: 'password', autoComplete: 'new-password', required: true } as const;
  return (
    <>
      <TextField
        label={label}
        hint={t`At least ${PASSWORD_MIN} characters.`}
        {...common}
        {...field('password')}
      />
      <TextField label={confirmLabel} {...common} {...field('confirmPassword')} />
    </>
  );
}
