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

/** The age ranges Instagram and YouTube both report, as profiles show them (decision 098). */
export const AUDIENCE_AGE_RANGES = [
  '13-17',
  '18-24',
  '25-34',
  '35-44',
  '45-54',
  '55-64',
  '65+',
] as const;
export type AudienceAgeRange = (typeof AUDIENCE_AGE_RANGES)[number];

export const AUDIENCE_GENDERS = ['female', 'male', 'other'] as const;

/** An ISO 3166-1 alpha-2 code, as the platforms name an audience's countries. */
export const audienceCountrySchema = z
  .string({ error: 'Send the country as its two-letter code.' })
  .regex(/^[A-Za-z]{2}$/, 'Send the country as its two-letter code, like US.')
  .transform((code) => code.toUpperCase());

export const audienceAgeSchema = z.enum(AUDIENCE_AGE_RANGES, {
  error: `Choose an age range: ${AUDIENCE_AGE_RANGES.join(', ')}.`,
});

export const audienceGenderSchema = z.enum(AUDIENCE_GENDERS, {
  error: 'Choose female, male or other.',
});

const uniqueList = <T extends z.ZodType<string>>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `Send the ${what} as a list.` })
    .max(max, `Choose at most ${max} ${what}.`)
    .transform((values) => [...new Set(values)]);

/**
 * PUT /api/audience-target/: the audience a brand wants to reach (issue 48 point 4, decision
 * 110). An empty list means any. Strict: it names no member, so it is always the caller's own.
 */
export const audienceTargetSchema = z.strictObject({
  countries: uniqueList(audienceCountrySchema, 20, 'countries'),
  ages: uniqueList(audienceAgeSchema, AUDIENCE_AGE_RANGES.length, 'age ranges'),
  genders: uniqueList(audienceGenderSchema, AUDIENCE_GENDERS.length, 'genders'),
});
export type AudienceTargetInput = z.input<typeof audienceTargetSchema>;
export type AudienceTarget = z.output<typeof audienceTargetSchema>;
