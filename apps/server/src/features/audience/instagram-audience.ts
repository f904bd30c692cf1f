import { z } from 'zod';
import type { PlatformApp } from '../../config';
import { instagramDemographics } from '../connections/instagram-insights';
import {
  INSTAGRAM_GRAPH_VERSION,
  PlatformError,
  get,
  host,
  readJson,
} from '../connections/platform-client';
import { engagementRateOf, postsPerWeekOf, sharesOf, type PlatformAudience } from './audience';

const graphError = z.object({ error: z.object({ code: z.number().optional() }) });

const media = z.object({
  data: z.array(
    z.object({
      like_count: z.number().int().nonnegative().optional(),
      comments_count: z.number().int().nonnegative().optional(),
      timestamp: z.string(),
    }),
  ),
});

const GENDERS = { F: 'female', M: 'male', U: 'other' } as const;

/**
 * The audience of an Instagram professional account through Instagram API with Instagram Login
 * (graph.instagram.com): `follower_demographics` by country, age and gender (one breakdown per
 * request, as documented), and the last 12 posts' like and comment counts. Instagram gives no
 * demographics under 100 followers; that is reported, not treated as a failure.
 */
export function instagramAudience(app: PlatformApp) {
  const graph = host(app, 'https://graph.instagram.com');

  async function graphGet(path: string, parameters: Record<string, string>, accessToken: string) {
    const url = new URL(`${graph}/${INSTAGRAM_GRAPH_VERSION}/${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    url.searchParams.set('access_token', accessToken);
    const body = await readJson(await get(url), 'Instagram audience');
    const failure = graphError.safeParse(body);
    if (failure.success) {
      const { code } = failure.data.error;
      if (code === 190) throw new PlatformError('refused', 'Instagram audience: token refused');
      if (code !== undefined && [4, 17, 32, 613].includes(code)) {
        throw new PlatformError('rate-limited', 'Instagram audience: rate limited', 300);
      }
      return undefined;
    }
    return body;
  }

  async function breakdown(userId: string, by: 'country' | 'age' | 'gender', token: string) {
    const body = await graphGet(
      `${userId}/insights`,
      {
        metric: 'follower_demographics',
        period: 'lifetime',
        metric_type: 'total_value',
        breakdown: by,
      },
      token,
    );
    const parsed = instagramDemographics.safeParse(body);
    if (!parsed.success) return [];
    const results = parsed.data.data[0]?.total_value?.breakdowns[0]?.results ?? [];
    return results.map((result): [string, number] => [
      result.dimension_values[0] ?? '',
      result.value,
    ]);
  }

  return async function read(
    account: { accountId: string; followers: number },
    accessToken: string,
    now: Date,
  ): Promise<PlatformAudience> {
    const posts = media.safeParse(
      await graphGet(
        `${account.accountId}/media`,
        { fields: 'like_count,comments_count,timestamp', limit: '12' },
        accessToken,
      ),
    );
    const counts = posts.success
      ? posts.data.data.map((post) => ({
          likes: post.like_count ?? 0,
          comments: post.comments_count ?? 0,
          at: new Date(post.timestamp),
        }))
      : [];
    const activity = {
      engagementRate: engagementRateOf(counts, account.followers),
      postsPerWeek: postsPerWeekOf(counts, now),
    };
    if (account.followers < 100) {
      return {
        countries: [],
        ages: [],
        genders: [],
        ...activity,
        unavailable: 'under-100-followers',
      };
    }
    const [countries, ages, genders] = await Promise.all([
      breakdown(account.accountId, 'country', accessToken),
      breakdown(account.accountId, 'age', accessToken),
      breakdown(account.accountId, 'gender', accessToken),
    ]);
    const audience = {
      countries: sharesOf(countries).map(({ key, share }) => ({ code: key.toUpperCase(), share })),
      ages: sharesOf(ages).map(({ key, share }) => ({ range: key, share })),
      genders: sharesOf(
        genders.map(([key, value]): [string, number] => [
          GENDERS[key as keyof typeof GENDERS] ?? 'other',
          value,
        ]),
      ).map(({ key, share }) => ({ gender: key as 'female' | 'male' | 'other', share })),
      ...activity,
    };
    const empty = !audience.countries.length && !audience.ages.length;
    return empty ? { ...audience, unavailable: 'under-100-followers' } : audience;
  };
}
