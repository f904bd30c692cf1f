import { createHash } from 'node:crypto';
import {
  DEFAULT_AUDIENCE_VISIBILITY,
  trackKindLine,
  trackVerifiedBy,
  type ConnectPlatform,
  type TrackRecord,
} from '@partnerly/shared';
import type { ProfilesService } from '../profiles/profiles.service';
import type { KitGrowth, KitResult, MediaKit } from './kit';
import type { KitRepository } from './kit.repository';

/** The growth chart's span: a quarter, as brands compare creators over (issue 48 point 1). */
export const GROWTH_DAYS = 90;

/**
 * Bumped when the PDF's layout changes, so an ETag a browser kept from the old layout no
 * longer matches and it fetches the new one.
 */
const LAYOUT_VERSION = 2;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Counts grouped by account, each series oldest first (the rows come ordered). */
function seriesOf(rows: Awaited<ReturnType<KitRepository['dailyCounts']>>): KitGrowth[] {
  const byPlatform = new Map<ConnectPlatform, KitGrowth>();
  for (const row of rows) {
    // Growth belongs to the part the creator shows as "countries and engagement" (decision
    // 104): the kit is a visitor's, so it charts growth only when that part is public.
    if ((row.reach ?? DEFAULT_AUDIENCE_VISIBILITY.countries_engagement) !== 'public') continue;
    const platform = row.platform as ConnectPlatform;
    const series = byPlatform.get(platform) ?? { platform, days: [] };
    series.days.push({ day: row.day, followers: row.followers });
    byPlatform.set(platform, series);
  }
  return [...byPlatform.values()];
}

/**
 * The creator's verified results as the kit's tiles (issue 47 point 5): the deals and their
 * timeliness, then each kind of work with its median views. None while the page shows none.
 */
function resultsOf(record: TrackRecord | null): KitResult[] {
  if (!record) return [];
  const verified = trackVerifiedBy(record);
  return [
    {
      title: 'Deals on Partnerly',
      verified,
      figures: [
        { label: 'Completed', value: record.completed_deals },
        { label: '% on time', value: Math.round(record.on_time_share * 100) },
      ],
    },
    ...record.deliverables.map((kind) => ({
      title: trackKindLine(kind).split(':')[0] ?? kind.what,
      verified,
      figures: [
        { label: 'Deals', value: kind.deals },
        { label: 'Median views', value: kind.median_views },
      ],
    })),
  ];
}

/** The newest platform read behind the kit's numbers. */
function newestRead(kit: Pick<MediaKit, 'profile'>): string | null {
  const times = kit.profile.socials.flatMap((social) =>
    social.source && social.source !== 'admin'
      ? [social.followers_updated_at, ...(social.audience ? [social.audience.updated_at] : [])]
      : [],
  );
  return times.length === 0 ? null : times.reduce((a, b) => (a > b ? a : b));
}

/**
 * A public creator's media kit (issue 48 point 5, decision 111), read afresh on every request:
 * it is "updated whenever the numbers are" because it is made of them, with nothing copied.
 */
export function kitService({
  profiles,
  kits,
  now = () => new Date(),
}: {
  profiles: Pick<ProfilesService, 'findPublicProfile'>;
  kits: KitRepository;
  now?: () => Date;
}) {
  return {
    /** The kit as a signed-out visitor sees it; undefined wherever the profile page is a 404. */
    async find(username: string): Promise<MediaKit | undefined> {
      const profile = await profiles.findPublicProfile(username);
      if (!profile) return undefined;
      const since = now();
      since.setUTCDate(since.getUTCDate() - GROWTH_DAYS);
      const growth = seriesOf(await kits.dailyCounts(profile.profile.username, dayOf(since)));
      return {
        profile,
        growth,
        results: resultsOf(profile.results),
        asOf: newestRead({ profile }),
      };
    },

    /**
     * The kit's version: the same numbers give the same tag, any change a new one. The PDF is
     * drawn only when the tag a browser sends differs, so it is regenerated exactly when the
     * numbers change, on every instance alike, with no cache to keep true.
     */
    etag: (kit: MediaKit) =>
      `"kit-${createHash('sha256')
        .update(JSON.stringify({ layout: LAYOUT_VERSION, kit }))
        .digest('base64url')
        .slice(0, 27)}"`,
  };
}

export type KitService = ReturnType<typeof kitService>;
