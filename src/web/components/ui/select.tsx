/**
 * Select: a labelled native <select> with an optional hint and error (see field.tsx).
 *   <Select label="Bag" options={[{ value: 'id', label: 'Name' }]} {...register('bagId')} />
 * Pass `options`, or <option> children for groups. Native select keeps keyboard and mobile
 * pickers accessible.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { ControlField, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ options, children, ...rest }: SelectProps) {
  return (
    <ControlField as="select" {...rest}>
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </ControlField>
  );
}
