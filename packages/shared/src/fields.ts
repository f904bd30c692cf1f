import { z } from 'zod';
import { LIMITS, NUMBER_LIMITS } from './limits';

export const REQUIRED = 'This field is required.';

export const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

export const CONTROL_CHARACTERS = 'Remove the control characters (such as NUL) from this field.';

export const INVISIBLE_CHARACTERS =
  'Remove the invisible formatting characters (such as right-to-left marks) from this field.';

/**
 * No control characters at all. PostgreSQL refuses NUL in text (a 500 if it got that far),
 * and the others are invisible in every place a one-line value is shown.
 */
export const SINGLE_LINE = /^\P{Cc}*$/u;
/**
 * No invisible formatting characters (Unicode Cf): bidirectional controls such as U+202E make
 * a title or the terms of a deal display as something else, zero-width ones hide in names and
 * words (issues 28 and 46). Two uses stay, both emoji: the zero-width joiner between two
 * pictographs (👩‍💻, 🏳️‍🌈) and the tag letters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). A joiner between letters
 * is refused: it draws nothing there, so it only hides (decision 082).
 */
export const NO_FORMATTING =
  /^(?:\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,4}\u{E007F}|(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})|\P{Cf})*$/u;
/** Control characters but line breaks and tabs, for the fields the web app shows as paragraphs. */
export const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

/**
 * A secret taken as sent (passwords, tokens), never shown to anyone; may be empty. Only control
 * characters are refused: a password is compared, not read, so the text rule has nothing to
 * protect in it and would lock out a password someone already chose.
 */
export const singleLine = () =>
  z.string({ error: REQUIRED }).regex(SINGLE_LINE, CONTROL_CHARACTERS);

/**
 * The one rule every free text a member writes goes through (issue 46, decision 082): trimmed
 * of surrounding space, then refused with the field's error when it holds a control character
 * (line breaks and tabs allowed in `many`-line text) or an invisible formatting one.
 */
export const freeText = (lines: 'one' | 'many') =>
  z
    .string({ error: REQUIRED })
    .trim()
    .regex(lines === 'one' ? SINGLE_LINE : MULTI_LINE, CONTROL_CHARACTERS)
    .regex(NO_FORMATTING, INVISIBLE_CHARACTERS);

/**
 * One line of text trimmed of surrounding space first, so a pasted value's trailing line break
 * is dropped rather than refused (names, queries, titles); may be empty. Nothing invisible.
 */
export const trimmedLine = () => freeText('one');

/** A required string trimmed of surrounding space, with DRF's wording for its errors. */
export const requiredText = (max: number) =>
  trimmedLine().min(1, REQUIRED).max(max, maxMessage(max));

/** Like `requiredText`, but line breaks and tabs are kept: message bodies, bios, chat. */
export const multiLine = (max: number) => freeText('many').max(max, maxMessage(max));

/** A required `multiLine` text. */
export const requiredMultiLine = (max: number) => multiLine(max).min(1, REQUIRED);

export const INVALID_EMAIL = 'Enter a valid email address.';

/** A required email address of at most 254 characters. */
export const requiredEmail = () => requiredText(LIMITS.email).pipe(z.email(INVALID_EMAIL));

export const NOT_A_NUMBER = 'Send a number.';
export const NOT_A_WHOLE_NUMBER = 'Enter a whole number.';

/**
 * A JSON number and nothing else (issue 28): never a string (" 7 ", "1e6", "0x10"), a
 * boolean, an array or null; finite. `error` is the message for anything that is not one.
 */
export const jsonNumber = (error: string = NOT_A_NUMBER) => z.number({ error });

/** A whole JSON number from `min` to `max`. */
export const jsonInteger = (
  min: number,
  max: number,
  messages: { type?: string; int?: string; min?: string; max?: string } = {},
) =>
  jsonNumber(messages.type)
    .int(messages.int ?? NOT_A_WHOLE_NUMBER)
    .min(min, messages.min)
    .max(max, messages.max);

/** An id in a JSON body: a whole number from 1 to PostgreSQL's integer maximum. */
export const jsonId = (type = 'Send the id.') =>
  jsonInteger(1, NUMBER_LIMITS.id, {
    type,
    int: 'Send a valid id.',
    min: 'Send a valid id.',
    max: 'Send a valid id.',
  });

/**
 * A whole number in a query string or path, where everything is text: decimal digits only
 * (no sign, space, exponent or hex), then the bounds of `number`.
 */
export const digits = <T extends z.ZodType<number, number>>(
  number: T,
  error = NOT_A_WHOLE_NUMBER,
) =>
  z
    .string({ error })
    .regex(/^\d{1,15}$/, error)
    .transform(Number)
    .pipe(number);
