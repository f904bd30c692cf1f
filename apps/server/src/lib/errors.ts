import type { FieldErrors } from '@partnerly/shared';

type ErrorBody = FieldErrors | { detail: string };

/** The one error type: an HTTP status and the DRF-style body the client receives. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

/** 400 with messages for named fields, e.g. `fieldErrors({ email: ['Enter a valid email.'] })`. */
export const fieldErrors = (errors: FieldErrors) => new AppError(400, errors);

export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });

export const nonFieldError = (message: string) => fieldErrors({ non_field_errors: [message] });

export const badRequest = (detail: string) => new AppError(400, { detail });

export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, { detail });

export const forbidden = (detail: string) => new AppError(403, { detail });

export const notFound = (detail = 'Not found.') => new AppError(404, { detail });

export const conflict = (detail: string) => new AppError(409, { detail });
