/**
 * Select: a labelled native <select> with an optional hint and error (same look as TextField).
 *   <Select label="Bag" options={[{ value: 'id', label: 'Name' }]} value onChange error hint />
 * Pass `options`, or <option> children for groups. Native select keeps keyboard and mobile
 * pickers accessible.
 */
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { controlClasses, labelClasses } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options?: SelectOption[];
  error?: string | null;
  hint?: string;
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
  ref,
  ...rest
}: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={controlClasses(Boolean(error))}
        {...rest}
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
