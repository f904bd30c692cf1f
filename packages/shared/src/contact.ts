import { z } from 'zod';
import { LIMITS } from './limits';
import { requiredEmail, requiredMultiLine, requiredText } from './fields';

/** The public /contactus form. */
export const publicContactSchema = z.object({
  name: requiredText(LIMITS.publicContactName),
  email: requiredEmail(),
  subject: requiredText(LIMITS.publicContactSubject),
  message: requiredMultiLine(LIMITS.publicContactMessage),
});
export type PublicContactInput = z.infer<typeof publicContactSchema>;
