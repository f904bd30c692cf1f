import { z } from 'zod';
import { LIMITS } from './limits';

export const REQUIRED = 'This field is required.';

export const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

export const CONTROL_CHARACTERS = 'Remove the control characters (such as NUL) from this field.';

/**
 * No control characters at all. PostgreSQL refuses NUL in text (a 500 if it got that far),
 * and the others are invisible in every place a one-line value is shown.
 */
export const SINGLE_LINE = /^\P{Cc}*$/u;
/** Control characters but line breaks and tabs, for the fields the web app shows as paragraphs. */
export const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

/** A string on one line, taken as sent (tokens, passwords); may be empty. */
export const singleLine = () =>
  z.string({ error: REQUIRED }).regex(SINGLE_LINE, CONTROL_CHARACTERS);

/**
 * One line of text trimmed of surrounding space first, so a pasted value's trailing line break
 * is dropped rather than refused (names, queries); may be empty.
 */
export const trimmedLine = () =>
  z.string({ error: REQUIRED }).trim().regex(SINGLE_LINE, CONTROL_CHARACTERS);

/** A required string trimmed of surrounding space, with DRF's wording for its errors. */
export const requiredText = (max: number) =>
  trimmedLine().min(1, REQUIRED).max(max, maxMessage(max));

/** Like `requiredText`, but line breaks and tabs are kept: message bodies, bios, chat. */
export const multiLine = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .regex(MULTI_LINE, CONTROL_CHARACTERS)
    .max(max, maxMessage(max));

/** A required `multiLine` text. */
export const requiredMultiLine = (max: number) => multiLine(max).min(1, REQUIRED);

export const INVALID_EMAIL = 'Enter a valid email address.';

/** A required email address of at most 254 characters. */
export const requiredEmail = () => requiredText(LIMITS.email).pipe(z.email(INVALID_EMAIL));
