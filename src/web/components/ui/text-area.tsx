/**
 * TextArea: a labelled multi-line text control with an optional hint and error (see field.tsx).
 *   <TextArea label="Description (optional)" rows={3} {...register('description')} />
 */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';
import { controlClasses } from './field-styles';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, id, className, ...rest }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => <textarea {...wiring} className={controlClasses(Boolean(error))} {...rest} />}
    </Field>
  );
}
