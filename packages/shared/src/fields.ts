import { z } from 'zod';
import { LIMITS } from './limits';

export const REQUIRED = 'This field is required.';

export const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A required string trimmed of surrounding space, with DRF's wording for its errors. */
export const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, maxMessage(max));

export const INVALID_EMAIL = 'Enter a valid email address.';

/** A required email address of at most 254 characters. */
export const requiredEmail = () => requiredText(LIMITS.email).pipe(z.email(INVALID_EMAIL));
