/**
 * Select: a labelled native <select> with an optional hint and error (see field.tsx).
 *   <Select label="Bag" options={[{ value: 'id', label: 'Name' }]} {...register('bagId')} />
 * Pass `options`, or <option> children for groups. Native select keeps keyboard and mobile
 * pickers accessible.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';
import { controlClasses } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  error,
  hint,
  id,
  className,
  children,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => (
        <select {...wiring} className={controlClasses(Boolean(error))} {...rest}>
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
