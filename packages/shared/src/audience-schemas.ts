import { z } from 'zod';
import { AUDIENCE_VISIBILITIES } from './audience';

const visibility = z.enum(AUDIENCE_VISIBILITIES, {
  error: 'Choose public, members or hidden.',
});

/**
 * PUT /api/audience-visibility/: who sees each part of the creator's verified audience
 * (decision 104). Strict: it names no member, so it can only ever change the caller's own.
 */
export const audienceVisibilitySchema = z.strictObject({
  countries_engagement: visibility,
  ages_genders: visibility,
});
export type AudienceVisibilityInput = z.infer<typeof audienceVisibilitySchema>;
