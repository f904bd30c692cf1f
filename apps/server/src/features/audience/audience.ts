/** One share of an audience, in percent of the whole. */
export interface Share<K extends string> {
  key: K;
  share: number;
}

/** A connected account's audience as its platform reports it (decision 098). */
export interface PlatformAudience {
  countries: { code: string; share: number }[];
  ages: { range: string; share: number }[];
  genders: { gender: 'female' | 'male' | 'other'; share: number }[];
  /** Percent; undefined where the platform gives no posts to count. */
  engagementRate?: number;
  postsPerWeek?: number;
  /** Why there are no demographics, in the words shown to people; undefined when there are. */
  unavailable?: 'under-100-followers' | 'no-audience-data';
}

/**
 * A stored audience as it is read to be shown (`connection_audiences.shown_audience`, decision
 * 135): its countries cut to the ones charted by name, largest first, and the rest's total
 * share. Without `otherCountries`, every country is listed.
 */
export interface ShownAudience extends PlatformAudience {
  otherCountries?: number;
}

/** One recent post's public counts. */
export interface PostCounts {
  likes: number;
  comments: number;
  at: Date;
}

/** To one decimal, as every audience figure is shown. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Raw counts (or percentages) by key turned into percent shares, largest first, summing to
 * about 100; keys with nothing dropped.
 */
export function sharesOf(counts: Iterable<[string, number]>): { key: string; share: number }[] {
  const merged = new Map<string, number>();
  for (const [key, value] of counts) {
    if (value > 0) merged.set(key, (merged.get(key) ?? 0) + value);
  }
  const total = [...merged.values()].reduce((sum, value) => sum + value, 0);
  if (total === 0) return [];
  return [...merged]
    .map(([key, value]) => ({ key, share: round1((value / total) * 100) }))
    .sort((a, b) => b.share - a.share || a.key.localeCompare(b.key));
}

/**
 * Engagement rate in percent over the last 12 posts: the mean of (likes + comments) per post
 * divided by followers, as HypeAuditor publishes it (decision 098).
 */
export function engagementRateOf(posts: PostCounts[], followers: number): number | undefined {
  const recent = [...posts].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 12);
  if (recent.length === 0 || followers <= 0) return undefined;
  const interactions = recent.reduce((sum, post) => sum + post.likes + post.comments, 0);
  return Math.round((interactions / recent.length / followers) * 10_000) / 100;
}

const WEEK_MS = 7 * 24 * 3_600_000;

/** Posts per week over the span the last 12 posts cover, up to `now`. */
export function postsPerWeekOf(posts: PostCounts[], now: Date): number | undefined {
  const recent = [...posts].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 12);
  const oldest = recent.at(-1);
  if (!oldest) return undefined;
  const weeks = Math.max((now.getTime() - oldest.at.getTime()) / WEEK_MS, 1);
  return round1(recent.length / weeks);
}
