import type {
  AudienceVisibility,
  AudienceVisibilityData,
  ConnectPlatform,
  SocialAudience,
} from '@partnerly/shared';
import { round1, type PlatformAudience, type ShownAudience } from './audience';

/** Who is looking: a signed-out visitor, a signed-in member, or the creator themself. */
export type AudienceViewer = 'visitor' | 'member' | 'owner';

/** The top countries shown by name; the rest are summed as `other`, so shares still add up. */
export const TOP_COUNTRIES = 5;

const GENDER_ORDER = ['female', 'male', 'other'] as const;

const sees = (visibility: AudienceVisibility, viewer: AudienceViewer) =>
  viewer === 'owner' ||
  visibility === 'public' ||
  (visibility === 'members' && viewer === 'member');

function topCountries({ countries, otherCountries }: ShownAudience) {
  const top = countries.slice(0, TOP_COUNTRIES);
  const rest = round1(
    otherCountries ?? countries.slice(TOP_COUNTRIES).reduce((sum, entry) => sum + entry.share, 0),
  );
  return rest > 0 ? [...top, { code: 'other', share: rest }] : top;
}

/** Youngest first: ranges read as an axis ("18-24", "25-34", … "65+"). */
const byAge = (ages: PlatformAudience['ages']) =>
  [...ages].sort((a, b) => parseInt(a.range, 10) - parseInt(b.range, 10));

const byGender = (genders: PlatformAudience['genders']) =>
  GENDER_ORDER.flatMap((gender) => genders.filter((entry) => entry.gender === gender));

/** What one account's stored audience shows, with its growth, as one viewer may see it. */
export interface StoredAudience {
  source: ConnectPlatform;
  audience: ShownAudience;
  readAt: Date;
  growth30d: number | undefined;
  visibility: AudienceVisibilityData;
}

/**
 * An account's audience for one viewer (decision 104): a part the viewer may not see is null,
 * never an empty list or a zero; null altogether when they may see no part of it.
 */
export function presentAudience(
  { source, audience, readAt, growth30d, visibility }: StoredAudience,
  viewer: AudienceViewer,
): SocialAudience | null {
  const reach = sees(visibility.countries_engagement, viewer);
  const demographics = sees(visibility.ages_genders, viewer);
  if (!reach && !demographics) return null;
  const unavailable = audience.unavailable ?? null;
  const charted = unavailable === null;
  return {
    countries: reach && charted ? topCountries(audience) : null,
    ages: demographics && charted ? byAge(audience.ages) : null,
    genders: demographics && charted ? byGender(audience.genders) : null,
    engagement_rate: reach ? (audience.engagementRate ?? null) : null,
    posts_per_week: reach ? (audience.postsPerWeek ?? null) : null,
    growth_30d: reach ? (growth30d ?? null) : null,
    updated_at: readAt.toISOString(),
    source,
    unavailable,
    more_for_members:
      viewer === 'visitor' &&
      (visibility.countries_engagement === 'members' || visibility.ages_genders === 'members'),
  };
}

/** A stored choice (or none) as the wire spells it. */
export const presentVisibility = (
  row: { countriesEngagement: string | null; agesGenders: string | null } | undefined,
  defaults: AudienceVisibilityData,
): AudienceVisibilityData => ({
  countries_engagement:
    (row?.countriesEngagement as AudienceVisibility | null | undefined) ??
    defaults.countries_engagement,
  ages_genders:
    (row?.agesGenders as AudienceVisibility | null | undefined) ?? defaults.ages_genders,
});
