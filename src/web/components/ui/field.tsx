/**
 * The form field family: TextField (input), Select and TextArea share one frame, a visible
 * label tied to the control, an optional hint, an error announced with role=alert, and
 * aria-describedby / aria-invalid wired from them. Controls forward `ref` (a React 19 prop), so
 * react-hook-form's `register` spreads straight onto them:
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 *   <TextArea label="Description (optional)" hint="…" {...register('description')} />
 */
import { useId, type ReactNode } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { labelClasses } from './field-styles';

export interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
}

/** The attributes a control needs from its field frame. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldProps & {
  id?: string;
  className?: string;
  children: (control: ControlWiring) => ReactNode;
}) {
  const auto = useId();
  const controlId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClasses}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(controlId, hint, error),
      })}
      <FieldMessages id={controlId} hint={hint} error={error} />
    </div>
  );
}
