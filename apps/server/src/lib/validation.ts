import type { z } from 'zod';
import type { FieldErrors } from '@partnerly/shared';
import { fieldErrors } from './errors';

/** Groups zod issues by their top-level field, DRF-style; form-wide issues go to non_field_errors. */
export function toFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses a body with a shared schema, throwing the spec's 400 on failure. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw fieldErrors(toFieldErrors(result.error.issues));
  return result.data;
}
