/**
 * TextField: a labelled input with an optional hint and error (see field.tsx).
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 */
import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, Ref } from 'react';
import { ControlField, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  return <ControlField as="input" {...props} />;
}

/**
 * The player's current password (sign-in, and the account changes that ask for it again): a
 * required password field the browser's password manager fills.
 */
export function CurrentPasswordField({
  label,
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Password`}
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}
