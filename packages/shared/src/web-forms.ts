import { z } from 'zod';
import { LIMITS } from './limits';
import { requiredText } from './fields';

/** Step 0 of the password-reset dialog: an e-mail address or a username. */
export const resetFindFormSchema = z.object({ find: requiredText(LIMITS.text) });

/** Step 2 of the password-reset dialog: the code from the e-mail. */
export const resetCodeFormSchema = z.object({ code: requiredText(LIMITS.text) });
