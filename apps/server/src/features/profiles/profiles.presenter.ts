import {
  asProfileTheme,
  type AudienceVisibilityData,
  type ConnectPlatform,
  type SocialAudience,
  named,
  type OwnProfileData,
  type PackageData,
  type ProfileReviews,
  type PublicProfileData,
  type TrackRecord,
} from '@partnerly/shared';
import type { ads, links, manualSocials, socials, users } from '../../db/schema';
import { presentAd } from '../ads/ads.presenter';
import { presentLink, presentOwnLink } from '../links/links.presenter';
import { mediaUrl } from '../media/media.presenter';
import { presentManualSocial, presentSocial } from '../socials/socials.presenter';
import type { User } from '../users/user';

/** The rows a profile is made of besides the account. */
export interface ProfileRows {
  socials: (typeof socials.$inferSelect)[];
  links: (typeof links.$inferSelect)[];
  ads: (typeof ads.$inferSelect)[];
  /** The verified audiences the viewer may see, by the platform that vouches for them. */
  audiences: Map<ConnectPlatform, SocialAudience>;
}

/**
 * A social with its audience: only while its numbers come from that platform's connection
 * (its `source`), so an admin-checked or lapsed account never shows a platform's audience.
 */
const audienceOf = (audiences: ProfileRows['audiences'], row: typeof socials.$inferSelect) =>
  audiences.get(row.source as ConnectPlatform) ?? null;

/** The public page's data (GET api/profile_data/{username}/ and the server-rendered page). */
export function presentPublicProfile(
  user: User,
  rows: ProfileRows & {
    packages: PackageData[];
    reviews: ProfileReviews;
    results: TrackRecord | null;
  },
): PublicProfileData {
  return {
    profile: {
      username: user.username,
      profile_picture: mediaUrl(user.pictureHash),
      is_content_producer: user.isContentCreator,
      countrys: named(user.countries),
      tags: named(user.tags),
      profile_text: user.bio,
      theme: asProfileTheme(user.theme),
    },
    socials: rows.socials.map((row) => presentSocial(row, audienceOf(rows.audiences, row))),
    links: rows.links.map(presentLink),
    ads: rows.ads.map((row) => presentAd(row, user)),
    packages: rows.packages,
    reviews: rows.reviews,
    reply_time: user.replyTime ?? null,
    results: rows.results,
  };
}

/** The owner's view inside the user data: hidden links and pending manual socials too. */
export function presentOwnProfile(
  user: User,
  rows: ProfileRows & {
    manualSocials: (typeof manualSocials.$inferSelect)[];
    audienceVisibility: AudienceVisibilityData;
    results: { results: TrackRecord | null; hidden: boolean };
  },
): OwnProfileData {
  const knownTags = new Set([...user.tags, ...rows.socials.flatMap((social) => social.tags)]);
  return {
    is_active: user.isVisible,
    is_content_producer: user.isContentCreator,
    profile_picture: mediaUrl(user.pictureHash),
    profile_text: user.bio,
    profile_countrys: user.countries,
    profile_tags: user.tags,
    theme: asProfileTheme(user.theme),
    socials: rows.socials.map((row) => presentSocial(row, audienceOf(rows.audiences, row))),
    manule_socials: rows.manualSocials.map(presentManualSocial),
    links: rows.links.map(presentOwnLink),
    ads: rows.ads.map((row) => presentAd(row, user)),
    tags: named([...knownTags]),
    audience_visibility: rows.audienceVisibility,
    results: rows.results.results,
    results_hidden: rows.results.hidden,
  };
}

/** The answer to an edit of the profile's text fields. */
export function presentProfileEdit(row: typeof users.$inferSelect | undefined) {
  return {
    profile_text: row?.bio ?? '',
    profile_tags: row?.tags ?? [],
    profile_countrys: row?.countries ?? [],
    is_content_producer: row?.isContentCreator ?? false,
    theme: asProfileTheme(row?.theme ?? ''),
  };
}
