import { z } from 'zod';
import { LIMITS } from './limits';
import { requiredText } from './fields';
import { linkSchema, safeUrlSchema, withScheme } from './profiles';

/** Step 0 of the password-reset dialog: an e-mail address or a username. */
export const resetFindFormSchema = z.object({ find: requiredText(LIMITS.text) });

/** Step 2 of the password-reset dialog: the code from the e-mail. */
export const resetCodeFormSchema = z.object({ code: requiredText(LIMITS.text) });

/**
 * The Add Link form: an address typed without a scheme is checked as it will be sent, with
 * https:// in front (the form adds it); the API itself takes full addresses only.
 */
export const linkFormSchema = linkSchema.extend({
  link: requiredText(LIMITS.text).transform(withScheme).pipe(safeUrlSchema),
});
