import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { z } from 'zod';
import { blurredForSubmit, type FormHandle } from './form-submit';

type Values = Record<string, unknown>;
type Errors = Partial<Record<string, string>>;

/** A field's value from an input's change event, or the value itself (Mantine's inputs send both). */
const valueOf = (input: unknown): unknown =>
  input && typeof input === 'object' && 'currentTarget' in input
    ? (input as ChangeEvent<HTMLInputElement>).currentTarget.value
    : input;

/** The first message for each field, keyed by its path, as Mantine's schema resolver keys them. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): Errors {
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * The sign-in pages' form: the same behaviour as `useSchemaForm` (a field is checked when it
 * loses focus, its error clears as it changes, everything is checked on submit, the schema is
 * imported at the first check) for the few text fields those forms have, without @mantine/form,
 * which alone would put them over their JavaScript budget (docs/decisions/060).
 */
export function useLightSchemaForm<T extends Values>(
  loadSchema: () => Promise<z.ZodType<unknown, T>>,
  { initialValues }: { initialValues: T },
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  // The newest values for callbacks that outlive a render (submit waits for the schema).
  const latest = useRef(initialValues);

  const check = async () => errorsOf((await loadSchema()).safeParse(latest.current));

  const setFieldValue = (field: string, value: unknown) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setFieldError = (field: string, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const form = {
    getValues: () => latest.current,
    setFieldValue,
    setFieldError,
    getInputProps: (field: keyof T & string) => ({
      value: values[field],
      error: errors[field],
      onChange: (input: unknown) => setFieldValue(field, valueOf(input)),
      onBlur: (event?: unknown) => {
        if (blurredForSubmit(event)) return;
        void check().then((found) =>
          setErrors((current) => ({ ...current, [field]: found[field] })),
        );
      },
    }),
    onSubmit:
      (handler: (values: T) => unknown) =>
      (event?: FormEvent<HTMLFormElement>): void => {
        event?.preventDefault();
        void check().then((found) => {
          setErrors(found);
          if (Object.keys(found).length === 0) void handler(latest.current);
        });
      },
  } satisfies FormHandle<T> & Record<string, unknown>;
  return form;
}
