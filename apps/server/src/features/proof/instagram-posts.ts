import { postLinkOf, type PostLink } from '@partnerly/shared';
import { z } from 'zod';
import type { PlatformApp } from '../../config';
import {
  INSTAGRAM_GRAPH_VERSION,
  PlatformError,
  get,
  host,
  readJson,
} from '../connections/platform-client';
import { NO_NUMBERS, countOf, type PostReader, type PostReading } from './post-reading';

/** Pages of the media list read at most per delivery (50 posts a page): the latest 1,000. */
const MAX_PAGES = 20;

const graphError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

const mediaPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      permalink: z.string().optional(),
      caption: z.string().optional(),
      timestamp: z.string(),
      like_count: z.number().optional(),
      comments_count: z.number().optional(),
    }),
  ),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

const insights = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.number() })).optional(),
      total_value: z.object({ value: z.number() }).optional(),
    }),
  ),
});

/** Meta's answer turned into a PlatformError: 190 refused, 4/17/32/613 rate limits. */
function failureOf(body: unknown): PlatformError | undefined {
  const parsed = graphError.safeParse(body);
  if (!parsed.success) return undefined;
  const { code } = parsed.data.error;
  if (code === 190) return new PlatformError('refused', 'Instagram posts: token refused');
  if (code !== undefined && [4, 17, 32, 613].includes(code)) {
    return new PlatformError('rate-limited', 'Instagram posts: rate limited', 300);
  }
  return new PlatformError('failed', `Instagram posts: error ${code ?? 'unknown'}`);
}

/**
 * Delivered Instagram posts through Instagram API with Instagram Login (graph.instagram.com,
 * `instagram_business_basic` and `instagram_business_manage_insights`): the account's media
 * list, page by page (`after` cursors on our own host, never the `next` address an answer
 * carries), matched by the shortcode of each permalink; then each found post's insights
 * (`views`, `reach`, `likes`, `comments`, `shares`, `saved`). The list holds only the
 * account's own posts: one not in it is not found (or another account's, which the service
 * tells by the address).
 */
export function instagramPosts(app: PlatformApp): PostReader {
  const graph = host(app, 'https://graph.instagram.com');

  async function graphGet(path: string, parameters: Record<string, string>, accessToken: string) {
    const url = new URL(`${graph}/${INSTAGRAM_GRAPH_VERSION}/${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    url.searchParams.set('access_token', accessToken);
    const body = await readJson(await get(url), 'Instagram posts');
    const failure = failureOf(body);
    if (failure) throw failure;
    return body;
  }

  /** A found post's insights; its list counts when Instagram has none (too few viewers). */
  async function numbersOf(mediaId: string, accessToken: string) {
    try {
      const parsed = insights.safeParse(
        await graphGet(
          `${mediaId}/insights`,
          { metric: 'views,reach,likes,comments,shares,saved' },
          accessToken,
        ),
      );
      if (!parsed.success) return undefined;
      const value = (name: string) => {
        const metric = parsed.data.data.find((entry) => entry.name === name);
        return countOf(metric?.values?.[0]?.value ?? metric?.total_value?.value);
      };
      return {
        views: value('views'),
        reach: value('reach'),
        likes: value('likes'),
        comments: value('comments'),
        shares: value('shares'),
        saves: value('saved'),
      };
    } catch (error) {
      if (error instanceof PlatformError && error.kind !== 'failed') throw error;
      return undefined;
    }
  }

  return async function read(access, links: PostLink[]): Promise<PostReading[]> {
    const wanted = new Set(links.map((link) => link.id));
    const found = new Map<string, z.infer<typeof mediaPage>['data'][number]>();
    let after: string | undefined;
    for (let page = 0; page < MAX_PAGES && found.size < wanted.size; page += 1) {
      const parsed = mediaPage.safeParse(
        await graphGet(
          `${access.accountId}/media`,
          {
            fields:
              'id,permalink,caption,timestamp,media_type,media_product_type,like_count,comments_count',
            limit: '50',
            ...(after && { after }),
          },
          access.accessToken,
        ),
      );
      if (!parsed.success) throw new PlatformError('failed', 'Instagram posts: unexpected list');
      for (const media of parsed.data.data) {
        const code = media.permalink ? postLinkOf(media.permalink)?.id : undefined;
        if (code && wanted.has(code)) found.set(code, media);
      }
      after = parsed.data.paging?.next ? parsed.data.paging.cursors?.after : undefined;
      if (!after) break;
    }
    return Promise.all(
      links.map(async (link): Promise<PostReading> => {
        const media = found.get(link.id);
        if (!media) return { found: false };
        const numbers = (await numbersOf(media.id, access.accessToken)) ?? {
          ...NO_NUMBERS,
          likes: countOf(media.like_count),
          comments: countOf(media.comments_count),
        };
        return {
          found: true,
          mediaId: media.id,
          own: true,
          publishedAt: new Date(media.timestamp),
          text: media.caption ?? '',
          paidFlag: false,
          numbers,
        };
      }),
    );
  };
}
