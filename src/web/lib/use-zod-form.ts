/**
 * The one form layer: react-hook-form over a zod schema from src/core/schemas, validated on
 * submit (the first message of each field, as the schema words it), and one submit skeleton.
 *   const form = useZodForm((s) => s.loginSchema, { email: '', password: '' });
 *   const onSubmit = useServerSubmit(form, (v) => login.mutateAsync(v), (e) => message(e));
 *   <form noValidate onSubmit={onSubmit}> … {form.formState.errors.root?.server?.message}
 * The schema is picked from the schemas' chunk (lib/schemas.ts), asked for when the form mounts;
 * if it cannot load, the submit says so as the form's `root.server` error. A failed `action`
 * becomes that error too, which the next submit clears.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { SCHEMAS_UNAVAILABLE, schemasOrNull, usePreloadedSchemas, type Schemas } from './schemas';

export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  pick: (schemas: Schemas) => z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
): UseFormReturn<In, unknown, Out> {
  usePreloadedSchemas();
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => {
    const schemas = await schemasOrNull();
    if (schemas) return zodResolver(pick(schemas))(values, context, options);
    const errors: FieldErrors<In> = {};
    errors.root = { server: { type: 'schemas', message: SCHEMAS_UNAVAILABLE } };
    return { values: {}, errors };
  };
  return useForm<In, unknown, Out>({
    resolver,
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
