/**
 * TextArea: a labelled multi-line text control with an optional hint and error (see field.tsx).
 *   <TextArea label="Description (optional)" rows={3} {...register('description')} />
 */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { ControlField, type FieldProps } from './field';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea(props: TextAreaProps) {
  return <ControlField as="textarea" {...props} />;
}
