import {
  named,
  type ManualSocialData,
  type Platform,
  type SocialData,
  type SocialAudience,
  type SocialSource,
} from '@partnerly/shared';
import type { manualSocials, socials } from '../../db/schema';

/** A verified account; `audience` as the viewer may see it (decision 104), null elsewhere. */
export const presentSocial = (
  row: typeof socials.$inferSelect,
  audience: SocialAudience | null = null,
): SocialData => ({
  id: row.id,
  social_media: row.platform as Platform,
  link: row.link,
  followers: row.followers,
  followers_hidden: row.followersHidden,
  source: row.source as SocialSource | null,
  followers_updated_at: row.updatedAt.toISOString(),
  countrys: named(row.countries),
  tags: named(row.tags),
  audience,
});

export const IN_VERIFICATION_MESSAGE = 'Your account will be approved in a short time.';

export const presentManualSocial = (row: typeof manualSocials.$inferSelect): ManualSocialData => ({
  id: row.id,
  social_media: row.platform as Platform,
  username: row.handle,
  name: row.handle,
  message: IN_VERIFICATION_MESSAGE,
  countrys: named(row.countries),
  tags: named(row.tags),
});
