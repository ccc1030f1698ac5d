/**
 * TextField: a labelled input with an optional hint and error (see field.tsx).
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { ControlField, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  return <ControlField as="input" {...props} />;
}
