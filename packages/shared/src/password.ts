import { z } from 'zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { CONTROL_CHARACTERS, REQUIRED, SINGLE_LINE, maxMessage } from './fields';

/** 8 to 128 characters without whitespace (docs/SPEC.md section 5). */
export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(LIMITS.passwordMin, `Ensure this field has at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, maxMessage(LIMITS.passwordMax))
  .regex(/^\S*$/, MESSAGES.passwordSpaces)
  .regex(SINGLE_LINE, CONTROL_CHARACTERS);
