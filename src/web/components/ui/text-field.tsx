/**
 * TextField: a labelled input with an optional hint and error.
 *   <TextField label="Email" type="email" error={errors.email} hint="…" {...input props} />
 * The label is always visible and tied to the input; the error is announced (role=alert) and
 * linked through aria-describedby, and sets aria-invalid. Forwards `ref` (React 19 prop).
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from './cn';
import { FieldMessages, describedBy } from './field-messages';
import { controlClasses, labelClasses } from './field-styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(controlClasses(Boolean(error)))}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
