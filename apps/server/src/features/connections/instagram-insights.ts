import { z } from 'zod';

/**
 * Instagram's `follower_demographics` insight (metric_type total_value): one breakdown a request,
 * its results a dimension's values (a country, an age range, a gender) and a follower count.
 * The connection reads its countries and the audience report every breakdown, so both parse
 * the answer with this one schema.
 */
export const instagramDemographics = z.object({
  data: z.array(
    z.object({
      total_value: z
        .object({
          breakdowns: z.array(
            z.object({
              results: z.array(
                z.object({ dimension_values: z.array(z.string()), value: z.number() }),
              ),
            }),
          ),
        })
        .optional(),
    }),
  ),
});
