import { ApiError } from './api-error';

const NETWORK_ERROR = 'Could not reach the server. Check your connection.';
const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * Every message of an error's body as a flat list, for screens that show "the whole response
 * data" (docs/SPEC.md section 8): strings, lists of strings and `{field: [...]}` maps alike.
 */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [NETWORK_ERROR];
  const messages = collect(error.data);
  return messages.length > 0 ? messages : [GENERIC_ERROR];
}

/** The first message of an error's body, for one-line alerts. */
export function errorMessage(error: unknown): string {
  return errorMessages(error)[0] ?? GENERIC_ERROR;
}

/**
 * The same error with only the first message kept for the named fields, where the spec shows
 * "first message each" under a field.
 */
export function keepFirstMessages(error: unknown, fields: readonly string[]): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  if (typeof error.data !== 'object' || error.data === null) return error;
  const data: Record<string, unknown> = { ...error.data };
  for (const field of fields) {
    const messages = data[field];
    if (Array.isArray(messages) && messages.length > 1) data[field] = messages.slice(0, 1);
  }
  return new ApiError(error.status, data);
}

/** The seconds a 429 asks us to wait; undefined for any other failure. */
export function retryAfter(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
}

/** "in 45 seconds" / "in 29 minutes": a wait as people say it. */
export function inWords(seconds: number): string {
  if (seconds <= 90) return seconds === 1 ? 'in 1 second' : `in ${seconds} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

function collect(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(collect);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(collect);
  return [];
}
