/**
 * The hint and error lines under a form control (TextField, Select), and the aria-describedby
 * value that points at them.
 *   <input aria-describedby={describedBy(id, hint, error)} /> <FieldMessages id={id} hint error />
 */
import type { ReactNode } from 'react';
import { errorClasses, hintClasses } from './field-styles';

export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </>
  );
}
