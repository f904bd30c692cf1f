import { z } from 'zod';
import { COUNTRY_OPTIONS } from './countries';
import { LIMITS, NUMBER_LIMITS } from './limits';
import { MESSAGES } from './messages';
import {
  CONTROL_CHARACTERS,
  INVISIBLE_CHARACTERS,
  NO_FORMATTING,
  REQUIRED,
  SINGLE_LINE,
  jsonId,
  jsonNumber,
  maxMessage,
  multiLine,
  requiredMultiLine,
  requiredText,
  trimmedLine,
} from './fields';
import { PLATFORMS } from './platforms';
import { PROFILE_THEMES } from './profile-themes';

/** Keeps the first of values equal but for letter case and surrounding space. */
const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Up to 10 tags of at most 254 characters, kept in lower case so search matches any spelling; duplicates are ignored. */
export const tagsSchema = z
  .array(requiredText(LIMITS.text).toLowerCase(), { error: 'Send the tags as a list.' })
  .transform(unique)
  .refine((tags) => tags.length <= LIMITS.tagsMax, MESSAGES.tooManyTags)
  .default([]);

const countryNames = new Set(COUNTRY_OPTIONS);

/** Up to 5 of 'Global' and the ISO country names; duplicates are ignored. */
export const countriesSchema = z
  .array(
    z.string().refine((name) => countryNames.has(name), 'Choose a country from the list.'),
    { error: 'Send the countries as a list.' },
  )
  .transform(unique)
  .refine((countries) => countries.length <= LIMITS.countriesMax, MESSAGES.tooManyCountries)
  .default([]);

/** An absolute http(s) address; anything else (javascript:, data:, …) is refused. */
export const safeUrlSchema = requiredText(LIMITS.text).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}, 'Enter a full web address starting with http:// or https://.');

// A bare host with a dot ("example.com", "shop.example/bags", "example.com:8080"); anything
// else, schemes included (javascript:), is left for the check to judge.
const BARE_HOST = /^(\/\/)?[^\s/?#:@]+\.[^\s/?#:@]+(:\d+)?([/?#]|$)/;

/** The address with https:// in front when it was typed without one: "example.com/shop". */
export function withScheme(address: string): string {
  const trimmed = address.trim();
  return BARE_HOST.test(trimmed) ? `https://${trimmed.replace(/^\/\//, '')}` : trimmed;
}

/** POST api/edit_profile/. */
export const editProfileSchema = z.object({
  bio: multiLine(LIMITS.bio).default(''),
  tags: tagsSchema,
  countrys: countriesSchema,
  checked: z.boolean().default(false),
  /** The public page's look (beyond the spec, decision 002); left out, it stays as it is. */
  theme: z.enum(PROFILE_THEMES, { error: 'Choose one of the themes.' }).optional(),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;

/** POST api/manuel_social_media/: Facebook takes the profile address, others a username. */
export const manualSocialSchema = z
  .object({
    socialMedia: z.enum(PLATFORMS, { error: MESSAGES.selectSocialMedia }),
    socialMediaUsername: z
      .string({ error: MESSAGES.enterUsername })
      .trim()
      .regex(SINGLE_LINE, CONTROL_CHARACTERS)
      .regex(NO_FORMATTING, INVISIBLE_CHARACTERS)
      .min(1, MESSAGES.enterUsername)
      .max(LIMITS.text, maxMessage(LIMITS.text)),
    tags: tagsSchema,
    countrys: countriesSchema,
  })
  .superRefine((value, context) => {
    const handle = value.socialMediaUsername;
    // Its own rules already reported an empty or over-long value.
    if (!handle || handle.length > LIMITS.text) return;
    if (
      value.socialMedia === 'Facebook' &&
      !safeUrlSchema.safeParse(value.socialMediaUsername).success
    ) {
      context.addIssue({
        code: 'custom',
        path: ['socialMediaUsername'],
        message: 'Paste the address of your Facebook profile, starting with https://.',
      });
    }
    if (
      value.socialMedia !== 'Facebook' &&
      !/^@?[A-Za-z0-9_.-]+$/.test(value.socialMediaUsername)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['socialMediaUsername'],
        message: 'Enter the username only, without spaces or a web address.',
      });
    }
  });
export type ManualSocialInput = z.input<typeof manualSocialSchema>;

const itemId = jsonId(REQUIRED);

/** PUT api/social_media/. */
export const updateSocialSchema = z.object({
  updateid: itemId,
  tags: tagsSchema,
  countrys: countriesSchema,
});

/** POST api/linkview/. */
export const linkSchema = z.object({ link: safeUrlSchema, text: requiredText(LIMITS.text) });
export type LinkInput = z.input<typeof linkSchema>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;
/** The longest data URL of a 5 MB image: base64 grows by a third, plus the prefix. */
export const MAX_IMAGE_DATA_URL_LENGTH = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64;
/** The body limit of the routes that take an image: the data URL and room for the other fields. */
export const IMAGE_BODY_LIMIT_BYTES = MAX_IMAGE_DATA_URL_LENGTH + 16 * 1024;

/** A cropped picture as a base64 data URL of at most 5 MB. */
export const imageDataUrlSchema = z
  .string({ error: 'Choose an image.' })
  .max(MAX_IMAGE_DATA_URL_LENGTH, 'The image must be 5 MB or smaller.')
  .regex(IMAGE_DATA_URL, 'Choose a JPEG, PNG or WebP image.');

/** POST api/save_pp/. */
export const savePictureSchema = z.object({ pp: imageDataUrlSchema });

/** POST api/add_ad/: cpm in dollars per 1000 views, at most two decimals. */
export const adSchema = z.object({
  pp: imageDataUrlSchema,
  title: requiredText(LIMITS.text),
  text: requiredMultiLine(LIMITS.text),
  cpm: jsonNumber('Enter a price.')
    .min(0, 'The price cannot be negative.')
    .max(NUMBER_LIMITS.cpmUsd, 'Enter a price below $1,000,000.')
    .refine((cpm) => Math.round(cpm * 100) === cpm * 100, 'Use at most two decimals.'),
});
export type AdInput = z.input<typeof adSchema>;

export const socialIdSchema = z.object({ socialId: itemId });
export const linkIdSchema = z.object({ linkId: itemId });

/** PUT api/linkview/: hide a link from the public page or show it again. */
export const linkVisibilitySchema = z.object({
  linkId: itemId,
  hidden: z.boolean({ error: 'Choose true or false.' }),
});
export type LinkVisibilityInput = z.input<typeof linkVisibilitySchema>;

/** PUT api/linkview/order/: every one of the owner's link ids, in the new order. */
export const linkOrderSchema = z.object({
  ids: z
    .array(itemId, { error: 'Send the link ids as a list.' })
    .min(1, 'Send at least one link id.')
    .max(LIMITS.linksMax, `Send at most ${LIMITS.linksMax} link ids.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each link id may appear only once.'),
});
export type LinkOrderInput = z.input<typeof linkOrderSchema>;
export const adIdSchema = z.object({ adId: itemId });

/** GET /api/tags/?prefix=: tag suggestions; an empty prefix suggests nothing. */
export const tagPrefixQuerySchema = z.object({
  prefix: trimmedLine().max(LIMITS.text, maxMessage(LIMITS.text)).default(''),
});

/** POST api/profile_data/. */
export const profileDataSchema = z.object({ username: requiredText(LIMITS.username) });
