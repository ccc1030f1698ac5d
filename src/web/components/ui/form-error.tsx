/** The failure message of a form's last submit (its `root.server` error), shown as an alert. */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

export function FormError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  return message ? <Alert tone="error">{message}</Alert> : null;
}
