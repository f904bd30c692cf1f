import { schemaResolver, useForm } from '@mantine/form';
import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { blurredForSubmit } from './form-submit';

type Values = Record<string, unknown>;

type Schema<T extends Values> = z.ZodType<unknown, T>;

/**
 * A Mantine form validated by a shared zod schema: fields are checked as the user types
 * (after the first blur) and on submit; a blur onto the submit button leaves the check to the
 * submit (`blurredForSubmit`). A server-rendered page's form may pass a function that
 * imports the schema instead: zod then loads at the first check, not with the page, and that
 * check waits for it (decision 042).
 */
export function useSchemaForm<T extends Values>(
  schema: Schema<T> | (() => Promise<Schema<T>>),
  options: Omit<UseFormInput<T>, 'validate' | 'enhanceGetInputProps'>,
): UseFormReturnType<T> {
  const resolve = (loaded: Schema<T>) => schemaResolver(loaded as never, { sync: true });
  return useForm<T>({
    validateInputOnBlur: true,
    ...options,
    enhanceGetInputProps: (payload) => {
      const { onBlur } = payload.inputProps as { onBlur?: () => void };
      return onBlur
        ? {
            onBlur: (event?: unknown) => {
              if (!blurredForSubmit(event)) onBlur();
            },
          }
        : {};
    },
    validate:
      typeof schema === 'function'
        ? async (values: T) => resolve(await schema())(values)
        : resolve(schema),
  });
}

// The helpers every form shares, Mantine's and the sign-in pages' light one alike.
export { applyServerErrors, useAdoptTypedValues, useFormSubmit } from './form-submit';
