/**
 * TextField: a labelled input with an optional hint and error (see field.tsx).
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './field';
import { controlClasses } from './field-styles';

export interface TextFieldProps extends FieldProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => <input {...wiring} className={controlClasses(Boolean(error))} {...rest} />}
    </Field>
  );
}
