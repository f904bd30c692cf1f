import { z } from 'zod';
import type { PlatformApp } from '../../config';
import { PlatformError, TIMEOUT_MS, host, readJson } from '../connections/platform-client';
import { NO_NUMBERS, countOf, type PostReader, type PostReading } from './post-reading';

const FIELDS =
  'id,create_time,share_url,video_description,title,view_count,like_count,comment_count,share_count';

const answer = z.object({
  data: z
    .object({
      videos: z
        .array(
          z.object({
            id: z.string(),
            create_time: z.number(),
            video_description: z.string().optional(),
            title: z.string().optional(),
            view_count: z.number().optional(),
            like_count: z.number().optional(),
            comment_count: z.number().optional(),
            share_count: z.number().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  error: z.object({ code: z.string() }).optional(),
});

/**
 * Delivered TikTok videos through the Display API `POST /v2/video/query/` (scope
 * `video.list`): up to 20 ids in `filters.video_ids`; TikTok answers only the videos that
 * belong to the token's user, so one left out is not found (or another account's, which the
 * service tells by the `@user` in the address). A grant without `video.list` (connected
 * before issue 47) is answered `scope_not_authorized`: refused, so the Reconnect banner asks
 * for it once.
 */
export function tiktokPosts(app: PlatformApp): PostReader {
  const api = host(app, 'https://open.tiktokapis.com');

  return async function read(access, links): Promise<PostReading[]> {
    const response = await fetch(`${api}/v2/video/query/?fields=${FIELDS}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        filters: { video_ids: [...new Set(links.map((link) => link.id))].slice(0, 20) },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = answer.safeParse(await readJson(response, 'TikTok posts'));
    if (!parsed.success) throw new PlatformError('failed', 'TikTok posts: unexpected answer');
    const code = parsed.data.error?.code;
    if (code === 'access_token_invalid' || code === 'scope_not_authorized') {
      throw new PlatformError('refused', `TikTok posts: ${code}`);
    }
    if (code === 'rate_limit_exceeded') {
      throw new PlatformError('rate-limited', 'TikTok posts: rate limited', 60);
    }
    if (code && code !== 'ok') throw new PlatformError('failed', `TikTok posts: ${code}`);
    const byId = new Map((parsed.data.data?.videos ?? []).map((video) => [video.id, video]));
    return links.map((link): PostReading => {
      const video = byId.get(link.id);
      if (!video) return { found: false };
      return {
        found: true,
        mediaId: video.id,
        own: true,
        publishedAt: new Date(video.create_time * 1000),
        text: `${video.title ?? ''}\n${video.video_description ?? ''}`,
        paidFlag: false,
        numbers: {
          ...NO_NUMBERS,
          views: countOf(video.view_count),
          likes: countOf(video.like_count),
          comments: countOf(video.comment_count),
          shares: countOf(video.share_count),
        },
      };
    });
  };
}
