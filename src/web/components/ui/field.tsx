/**
 * The form field family: TextField (input), Select and TextArea share one frame, a visible
 * label tied to the control, an optional hint, an error announced with role=alert, and
 * aria-describedby / aria-invalid wired from them. Controls forward `ref` (a React 19 prop), so
 * react-hook-form's `register` spreads straight onto them:
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 *   <TextArea label="Description (optional)" hint="…" {...register('description')} />
 */
import { createElement, useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { useServerDrawing } from '../../lib/prerendering';
import { controlClasses, labelClasses } from './field-styles';

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

type NativeControl = 'input' | 'textarea' | 'select';

/**
 * A field frame around one native control (`as`): TextField, TextArea and Select are this with
 * their element. The control gets the wiring, the shared control classes and every other prop
 * (ref, register's handlers, a select's options as children). On a prerendered page a text
 * control is read-only until the app replaces it: what a visitor typed would be lost.
 */
export function ControlField<E extends NativeControl>({
  as,
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldProps & { as: E } & ComponentProps<E>) {
  const serverDrawing = useServerDrawing();
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) =>
        createElement(as, {
          ...wiring,
          className: controlClasses(Boolean(error)),
          ...(serverDrawing && as !== 'select' ? { readOnly: true } : {}),
          ...rest,
        })
      }
    </Field>
  );
}
