import type { PostLink, PostMetrics } from '@partnerly/shared';
import type { ConnectionAccess } from '../connections/connection-access';

/** A post's numbers as read, without the moment (the service stamps it). */
export type PostNumbers = Omit<PostMetrics, 'at'>;

/** What a platform said of one delivered post, read with its seller's connected account. */
export type PostReading =
  | { found: false }
  | {
      found: true;
      /** The platform's media id (Instagram's differs from the address's shortcode). */
      mediaId: string;
      /** Whether the post is on the connected account. */
      own: boolean;
      publishedAt: Date;
      /** Caption, or title and description: where a disclosure is written. */
      text: string;
      /** The platform's own paid-promotion flag (YouTube). */
      paidFlag: boolean;
      numbers: PostNumbers;
    };

/** One platform's post reader: the links of one delivery, read with one token. */
export type PostReader = (access: ConnectionAccess, links: PostLink[]) => Promise<PostReading[]>;

export const NO_NUMBERS: PostNumbers = {
  views: null,
  reach: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
};

/** A count the platform sent as a number or a numeric string (YouTube); null otherwise. */
export function countOf(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}
