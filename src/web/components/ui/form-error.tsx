/** The failure message of a form's last submit (its `root.server` error), shown as an alert. */
import { useCoreMessage } from '../../i18n/core-message';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

export function FormError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  // The product's and the server's words (core/i18n) in the page's language.
  const core = useCoreMessage();
  return message ? <Alert tone="error">{core(message)}</Alert> : null;
}
