/**
 * The hint and error lines under a form control (TextField, Select), and the aria-describedby
 * value that points at them.
 *   <input aria-describedby={describedBy(id, hint, error)} /> <FieldMessages id={id} hint error />
 */
import { useCoreMessage } from '../../i18n/core-message';
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
  // A check's message (the schemas' words, core/i18n) in the page's language.
  const core = useCoreMessage();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClasses}>
          {typeof error === 'string' ? core(error) : error}
        </p>
      )}
    </>
  );
}
