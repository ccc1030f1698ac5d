import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';
import { FormError } from './form-error';

/**
 * A form of a signed-in player's settings: its last success above the server's error, the
 * success cleared as the form is sent again.
 */
export function StatusForm<T extends FieldValues>({
  label,
  success,
  errors,
  clearSuccess,
  onSubmit,
  children,
}: {
  /** The form's accessible name, when the page holds several. */
  label?: string;
  success: ReactNode;
  errors: FieldErrors<T>;
  clearSuccess: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        clearSuccess();
        onSubmit(e);
      }}
      className="space-y-4"
    >
      {success && <Alert tone="success">{success}</Alert>}
      <FormError errors={errors} />
      {children}
    </form>
  );
}
