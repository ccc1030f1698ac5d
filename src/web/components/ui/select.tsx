/**
 * Select: a labelled native <select> with an optional hint and error (same look as TextField).
 *   <Select label="Bag" options={[{ value: 'id', label: 'Name' }]} value onChange error hint />
 * Pass `options`, or <option> children for groups. Native select keeps keyboard and mobile
 * pickers accessible.
 */
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClasses, errorClasses, hintClasses, labelClasses } from './field-styles';

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
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
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
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}
