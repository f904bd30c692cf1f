import { z } from 'zod';
import type { PlatformApp } from '../../config';
import { PlatformError, get, host, readJson } from '../connections/platform-client';
import { NO_NUMBERS, countOf, type PostReader, type PostReading } from './post-reading';

const videos = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        channelId: z.string(),
        publishedAt: z.string(),
        title: z.string().optional(),
        description: z.string().optional(),
      }),
      statistics: z
        .object({
          viewCount: z.unknown().optional(),
          likeCount: z.unknown().optional(),
          commentCount: z.unknown().optional(),
        })
        .optional(),
      paidProductPlacementDetails: z
        .object({ hasPaidProductPlacement: z.boolean().optional() })
        .optional(),
    }),
  ),
});

const googleError = z.object({
  error: z.object({
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/**
 * Delivered YouTube videos through the Data API v3 `videos.list` (scope `youtube.readonly`,
 * asked since decision 049): `part=snippet,statistics,paidProductPlacementDetails` for up to
 * 50 ids in one call (one quota unit). A video not in the answer does not exist (or is
 * private); one whose `channelId` is not the connected channel is another account's. The paid
 * placement flag is given to the video's owner only, which the seller's token is.
 */
export function youtubePosts(app: PlatformApp): PostReader {
  const api = host(app, 'https://www.googleapis.com');

  return async function read(access, links): Promise<PostReading[]> {
    const url = new URL(`${api}/youtube/v3/videos`);
    url.searchParams.set('part', 'snippet,statistics,paidProductPlacementDetails');
    url.searchParams.set('id', [...new Set(links.map((link) => link.id))].join(','));
    const response = await get(url, access.accessToken);
    const body = await readJson(response, 'YouTube posts');
    if (response.status === 403) {
      const reasons = googleError.safeParse(body).data?.error.errors?.map((e) => e.reason) ?? [];
      if (reasons.includes('quotaExceeded') || reasons.includes('rateLimitExceeded')) {
        throw new PlatformError('rate-limited', 'YouTube posts: quota exceeded', 3_600);
      }
      throw new PlatformError('refused', 'YouTube posts: forbidden');
    }
    const parsed = videos.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new PlatformError('failed', `YouTube posts: HTTP ${response.status}`);
    }
    const byId = new Map(parsed.data.items.map((item) => [item.id, item]));
    return links.map((link): PostReading => {
      const video = byId.get(link.id);
      if (!video) return { found: false };
      const { snippet, statistics } = video;
      return {
        found: true,
        mediaId: video.id,
        own: snippet.channelId === access.accountId,
        publishedAt: new Date(snippet.publishedAt),
        text: `${snippet.title ?? ''}\n${snippet.description ?? ''}`,
        paidFlag: video.paidProductPlacementDetails?.hasPaidProductPlacement === true,
        numbers: {
          ...NO_NUMBERS,
          views: countOf(statistics?.viewCount),
          likes: countOf(statistics?.likeCount),
          comments: countOf(statistics?.commentCount),
        },
      };
    });
  };
}
