import { MESSAGES, type FieldErrors, type SocketErrorCode } from '@partnerly/shared';

type ErrorBody = FieldErrors | { detail: string };

/**
 * The one error type: an HTTP status and the DRF-style body the client receives, and for a
 * refusal on the live socket the `code` of the error frame the sender gets.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
    readonly code?: SocketErrorCode,
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

/** A refusal of a socket frame: the sender gets `{error: {code, detail}}`. */
export const socketError = (code: SocketErrorCode, detail: string) =>
  new AppError(400, { detail }, {}, code);

/** What PostgreSQL says about a failed statement, whichever driver carried it. */
export interface DatabaseErrorInfo {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind `error`: node-postgres and PGlite put `code` and `constraint`
 * on their error, postgres.js names the latter `constraint_name`, and Drizzle wraps either
 * in a DrizzleQueryError whose `cause` is the driver's error.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
    };
    // SQLSTATEs are five characters of digits and capitals; Node's own codes are longer words.
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return {
        code: candidate.code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** Unique indexes a request can collide with, and the field error each one means. */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  users_username_lower_idx: ['username', MESSAGES.usernameTaken],
  users_email_lower_idx: ['email', MESSAGES.emailTaken],
  promo_codes_code_lower_idx: ['name', MESSAGES.promoCodeTaken],
  socials_user_platform_key: ['socialMedia', 'You already added an account on this platform.'],
  manual_socials_user_platform_key: [
    'socialMedia',
    'You already added an account on this platform.',
  ],
};

/** The field's 400 for a unique violation on a known index; undefined for anything else. */
export function uniqueViolationError(error: unknown): AppError | undefined {
  const info = databaseErrorOf(error);
  if (info?.code !== UNIQUE_VIOLATION) return undefined;
  const known = info.constraint ? UNIQUE_FIELDS[info.constraint] : undefined;
  return known
    ? fieldError(known[0], known[1])
    : nonFieldError('This already exists. Refresh the page and try again.');
}
