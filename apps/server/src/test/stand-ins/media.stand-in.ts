import type { StandInAccount, StandInPost } from './stand-in-account';

/**
 * The three platforms' media reads as documented (issue 47): Instagram's `/{ig-user-id}/media`
 * edge with cursor paging and `/{media-id}/insights`, YouTube's `videos.list`, TikTok's
 * `/v2/video/query/`. Each answers [status, body]; the kit's routes check the token first.
 */

export const instagramMediaId = (account: StandInAccount, post: StandInPost, index: number) =>
  post.id ?? `${account.id}-media-${index}`;

const shortcodeOf = (account: StandInAccount, post: StandInPost, index: number) =>
  post.shortcode ?? `${account.id}Code${index}`;

/** Meta's answer when an app is over its limit: code 4, "Application request limit reached". */
export const META_LIMIT = {
  error: {
    message: '(#4) Application request limit reached',
    type: 'OAuthException',
    is_transient: true,
    code: 4,
  },
};

const INSTAGRAM_FIELDS = new Set([
  'id',
  'permalink',
  'caption',
  'timestamp',
  'media_type',
  'media_product_type',
  'like_count',
  'comments_count',
]);

/**
 * `GET /{ig-user-id}/media`: the requested fields, newest first, `limit` a page (25 by
 * default, 100 at most), `paging.cursors` always and `paging.next` while more follow; `after`
 * an opaque cursor (here the next index, base64). Unknown fields are refused with code 100.
 */
export function instagramMediaList(
  account: StandInAccount,
  query: URLSearchParams,
  base: string,
): [number, unknown] {
  const fields = (query.get('fields') ?? 'id').split(',');
  if (fields.some((field) => !INSTAGRAM_FIELDS.has(field))) {
    return [400, { error: { code: 100, message: 'Tried accessing nonexisting field' } }];
  }
  const limit = Math.min(Number(query.get('limit') ?? 25) || 25, 100);
  const after = query.get('after');
  const start = after ? Number(Buffer.from(after, 'base64').toString()) : 0;
  const posts = account.posts ?? [];
  const data = posts.slice(start, start + limit).map((post, offset) => {
    const index = start + offset;
    const shortcode = shortcodeOf(account, post, index);
    const reel = shortcode.startsWith('R');
    const all: Record<string, unknown> = {
      id: instagramMediaId(account, post, index),
      permalink: `https://www.instagram.com/${reel ? 'reel' : 'p'}/${shortcode}/`,
      caption: post.caption,
      timestamp: post.at.replace(/\.\d{3}Z$/, '+0000').replace(/Z$/, '+0000'),
      media_type: reel ? 'VIDEO' : 'IMAGE',
      media_product_type: reel ? 'REELS' : 'FEED',
      like_count: post.likes,
      comments_count: post.comments,
    };
    return Object.fromEntries(
      fields.filter((field) => all[field] !== undefined).map((f) => [f, all[f]]),
    );
  });
  const end = start + data.length;
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64');
  const next = new URL(`${base}/v23.0/${account.id}/media`);
  for (const [name, value] of query) next.searchParams.set(name, value);
  next.searchParams.set('after', cursor(end));
  return [
    200,
    {
      data,
      paging: {
        cursors: { before: cursor(start), after: cursor(end) },
        ...(end < posts.length && { next: next.toString() }),
      },
    },
  ];
}

const MEDIA_METRICS = new Set([
  'views',
  'reach',
  'likes',
  'comments',
  'shares',
  'saved',
  'total_interactions',
]);

/**
 * `GET /{media-id}/insights?metric=…`: lifetime values of the metrics asked; `impressions`
 * and `plays` (gone since 2025) and unknown metrics refused with code 100; a media id the
 * token's account does not own (deleted, or another account's) answered code 100 too.
 */
export function instagramMediaInsights(
  account: StandInAccount,
  mediaId: string,
  query: URLSearchParams,
): [number, unknown] {
  const posts = account.posts ?? [];
  const index = posts.findIndex((post, at) => instagramMediaId(account, post, at) === mediaId);
  const post = posts[index];
  if (!post) {
    return [
      400,
      {
        error: {
          code: 100,
          error_subcode: 33,
          message: `Unsupported get request. Object with ID '${mediaId}' does not exist`,
        },
      },
    ];
  }
  const metrics = (query.get('metric') ?? '').split(',');
  if (!metrics.length || metrics.some((metric) => !MEDIA_METRICS.has(metric))) {
    return [
      400,
      { error: { code: 100, message: '(#100) metric must be one of the following values' } },
    ];
  }
  const values: Record<string, number> = {
    views: post.views ?? 0,
    reach: post.reach ?? 0,
    likes: post.likes,
    comments: post.comments,
    shares: post.shares ?? 0,
    saved: post.saves ?? 0,
    total_interactions: post.likes + post.comments + (post.shares ?? 0) + (post.saves ?? 0),
  };
  return [
    200,
    {
      data: metrics.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: values[name] }],
        id: `${mediaId}/insights/${name}/lifetime`,
      })),
    },
  ];
}

/**
 * YouTube `videos.list` by `id` (comma-separated, 50 at most) with `part`: any account's
 * public video, its `snippet.channelId` its owner; `paidProductPlacementDetails` only for the
 * owner's own token, as documented. Unknown ids are left out of `items`.
 */
export function youtubeVideos(
  reader: StandInAccount,
  accounts: Iterable<StandInAccount>,
  query: URLSearchParams,
): [number, unknown] {
  const parts = (query.get('part') ?? '').split(',');
  const ids = (query.get('id') ?? '').split(',').filter(Boolean);
  if (!parts[0] || ids.length === 0 || ids.length > 50) {
    return [400, { error: { code: 400, message: 'Required parameter: part', errors: [] } }];
  }
  const items = [];
  for (const owner of accounts) {
    for (const post of owner.posts ?? []) {
      if (!post.id || !ids.includes(post.id)) continue;
      const [title, ...description] = (post.caption ?? '').split('\n');
      items.push({
        kind: 'youtube#video',
        id: post.id,
        ...(parts.includes('snippet') && {
          snippet: {
            publishedAt: post.at,
            channelId: owner.id,
            title: title ?? '',
            description: description.join('\n'),
          },
        }),
        ...(parts.includes('statistics') && {
          statistics: {
            viewCount: String(post.views ?? 0),
            likeCount: String(post.likes),
            commentCount: String(post.comments),
          },
        }),
        ...(parts.includes('paidProductPlacementDetails') &&
          owner.id === reader.id && {
            paidProductPlacementDetails: { hasPaidProductPlacement: post.paid === true },
          }),
      });
    }
  }
  return [
    200,
    { kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length } },
  ];
}

/** Google's answer when the project's daily quota is spent. */
export const YOUTUBE_QUOTA = {
  error: {
    code: 403,
    message: 'The request cannot be completed because you have exceeded your quota.',
    errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded', message: 'quota' }],
  },
};

const TIKTOK_FIELDS = new Set([
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
]);

const tiktokError = (code: string, message: string) => ({
  error: { code, message, log_id: 'stand-in' },
});

/**
 * TikTok `POST /v2/video/query/?fields=…` with `{filters: {video_ids: […]}}` (20 at most):
 * only the token user's own videos come back; the scope `video.list` is required.
 */
export function tiktokVideoQuery(
  account: StandInAccount,
  query: URLSearchParams,
  body: unknown,
): [number, unknown] {
  if (account.noVideoScope) {
    return [401, tiktokError('scope_not_authorized', 'The user did not authorize video.list')];
  }
  const fields = (query.get('fields') ?? '').split(',').filter(Boolean);
  const ids = (body as { filters?: { video_ids?: unknown } } | null)?.filters?.video_ids;
  if (
    !fields.length ||
    fields.some((field) => !TIKTOK_FIELDS.has(field)) ||
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > 20
  ) {
    return [400, tiktokError('invalid_params', 'Invalid fields or video_ids')];
  }
  const videos = (account.posts ?? [])
    .filter((post) => post.id && ids.includes(post.id))
    .map((post) => {
      const [title, ...description] = (post.caption ?? '').split('\n');
      const all: Record<string, unknown> = {
        id: post.id,
        create_time: Math.floor(Date.parse(post.at) / 1000),
        share_url: `https://www.tiktok.com/@${account.username}/video/${post.id}`,
        title: title ?? '',
        video_description: description.join('\n'),
        view_count: post.views ?? 0,
        like_count: post.likes,
        comment_count: post.comments,
        share_count: post.shares ?? 0,
      };
      return Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]));
    });
  return [
    200,
    { data: { videos, cursor: 0, has_more: false }, error: tiktokError('ok', '').error },
  ];
}
