import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api-error';

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

/**
 * Puts a server's 400 field errors onto the matching form fields and returns the message for
 * the whole form (non_field_errors, detail, or a generic line), or undefined when every
 * error found its field.
 */
export function applyServerErrors<T extends Values>(
  form: UseFormReturnType<T>,
  error: unknown,
): string | undefined {
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection.';
  const fields = error.fieldErrors;
  let unplaced: string | undefined;
  for (const [field, messages] of Object.entries(fields)) {
    if (field in form.getValues()) form.setFieldError(field, messages.join(' '));
    else unplaced ??= messages[0];
  }
  if (unplaced) return unplaced;
  if (Object.keys(fields).length > 0) return undefined;
  return error.detail ?? 'Something went wrong. Please try again.';
}

/**
 * Runs a form's request with the busy state the spec asks for (the submit button shows a
 * spinner) and maps server errors back onto the form.
 */
export function useFormSubmit<T extends Values, R>(
  form: UseFormReturnType<T>,
  send: (values: T) => Promise<R>,
) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.onSubmit(async (values) => {
    setBusy(true);
    setFormError(undefined);
    try {
      return await send(values);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      return undefined;
    } finally {
      setBusy(false);
    }
  });

  return { busy, formError, setFormError, onSubmit };
}

/**
 * Takes into the form what was typed into a server-rendered form before the page hydrated
 * (decision 013): the browser keeps that text in the fields, but the form's state starts
 * empty and its next render would wipe it. Inputs are matched by their `name`.
 */
export function useAdoptTypedValues<T extends Values>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturnType<T>,
) {
  // Once, right after hydration; later typing goes through the form itself.
  const adopted = useRef(false);
  useEffect(() => {
    const element = formRef.current;
    if (adopted.current || !element) return;
    adopted.current = true;
    for (const [field, value] of new FormData(element)) {
      const current = (form.getValues() as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '' && current === '') {
        form.setFieldValue(field, value as never);
      }
    }
  }, [formRef, form]);
}
