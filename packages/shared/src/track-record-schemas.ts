import { z } from 'zod';

/** PUT api/results-visibility/: the creator hides or shows their verified results. */
export const resultsVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: 'Say whether to hide the results.' }),
});
export type ResultsVisibilityInput = z.input<typeof resultsVisibilitySchema>;
