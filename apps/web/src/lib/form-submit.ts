import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { ApiError } from './api-error';

type Values = Record<string, unknown>;

/**
 * What the helpers below need of a form: Mantine's `useForm` and the sign-in pages'
 * `useLightSchemaForm` (light-form.ts) both give it.
 */
export interface FormHandle<T extends Values> {
  getValues(): T;
  setFieldValue(field: string, value: never): void;
  setFieldError(field: string, message: string): void;
  onSubmit(handler: (values: T) => unknown): (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Puts a server's 400 field errors onto the matching form fields and returns the message for
 * the whole form (non_field_errors, detail, or a generic line), or undefined when every
 * error found its field.
 */
export function applyServerErrors<T extends Values>(
  form: FormHandle<T>,
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
  form: FormHandle<T>,
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
  form: FormHandle<T>,
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

/**
 * Whether a field loses focus to its own form's submit button, as a click on it does. That
 * blur checks nothing: the submit checks every field a moment later, and the blur's message
 * would push the button down between the press and the release, so the release could land
 * beside it and the click be lost (the journeys saw it: Chrome focuses a button on press).
 */
export function blurredForSubmit(event: unknown): boolean {
  // React's focus event or the browser's: both carry the two elements.
  const { relatedTarget: next, target: field } = (event ?? {}) as Partial<FocusEvent>;
  return (
    (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) &&
    next.type === 'submit' &&
    next.form !== null &&
    field instanceof Element &&
    field.closest('form') === next.form
  );
}
