/**
 * The one form layer: react-hook-form over a zod schema from src/core/schemas, validated on
 * submit (the first message of each field, as the schema words it), and one submit skeleton.
 *   const form = useZodForm(loginSchema, { email: '', password: '' });
 *   const onSubmit = useServerSubmit(form, (v) => login.mutateAsync(v), (e) => message(e));
 *   <form noValidate onSubmit={onSubmit}> … {form.formState.errors.root?.server?.message}
 * A failed `action` becomes the form's `root.server` error, which the next submit clears.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}

export function useServerSubmit<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  action: (values: Out) => Promise<unknown>,
  toMessage: (err: unknown) => string,
): (e: FormEvent) => void {
  return (e) =>
    void form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (err) {
        form.setError('root.server', { message: toMessage(err) });
      }
    })(e);
}
