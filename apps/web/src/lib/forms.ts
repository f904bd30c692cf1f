import { schemaResolver, useForm } from '@mantine/form';
import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

type Values = Record<string, unknown>;

type Schema<T extends Values> = z.ZodType<unknown, T>;

/**
 * A Mantine form validated by a shared zod schema: fields are checked as the user types
 * (after the first blur) and on submit. A server-rendered page's form may pass a function that
 * imports the schema instead: zod then loads at the first check, not with the page, and that
 * check waits for it (decision 042).
 */
export function useSchemaForm<T extends Values>(
  schema: Schema<T> | (() => Promise<Schema<T>>),
  options: Omit<UseFormInput<T>, 'validate'>,
): UseFormReturnType<T> {
  const resolve = (loaded: Schema<T>) => schemaResolver(loaded as never, { sync: true });
  return useForm<T>({
    validateInputOnBlur: true,
    ...options,
    validate:
      typeof schema === 'function'
        ? async (values: T) => resolve(await schema())(values)
        : resolve(schema),
  });
}

// The helpers every form shares, Mantine's and the sign-in pages' light one alike.
export { applyServerErrors, useAdoptTypedValues, useFormSubmit } from './form-submit';
