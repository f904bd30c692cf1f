import { z } from 'zod';
import { idParamSchema } from './admin';
import type { ConnectPlatform } from './connections';
import { DEAL_LIMITS } from './deal-limits';
import { digits } from './fields';

/**
 * A delivered post's state (issue 47, decision 102): `verified` on the seller's connected
 * account and published after the order was accepted; `removed` was verified and is gone now;
 * `checking` while the platform has not answered (retried with backoff).
 */
export const POST_STATES = [
  'verified',
  'not_found',
  'other_account',
  'before_order',
  'removed',
  'not_connected',
  'unsupported',
  'checking',
] as const;
export type PostState = (typeof POST_STATES)[number];

/** The states that hold a delivery's auto-approval: the buyer looks before it completes. */
export const HOLDING_POST_STATES: readonly PostState[] = [
  'not_found',
  'other_account',
  'before_order',
];

/** A post's numbers as its platform reports them; null where that platform gives none. */
export interface PostMetrics {
  views: number | null;
  reach: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  at: string;
}

/** One delivered link as GET api/orders/{id}/ shows it. */
export interface OrderPost {
  url: string;
  /** Null for a link to another site (`unsupported`). */
  platform: ConnectPlatform | null;
  state: PostState;
  published_at: string | null;
  disclosure: boolean;
  checked_at: string | null;
  metrics: PostMetrics | null;
}

/** The order's verified posts together: cost per 1,000 views in dollars, engagement 0-1. */
export interface OrderResults {
  views: number;
  interactions: number;
  cost_per_1000_views: number | null;
  engagement_rate: number | null;
}

/** One read of a verified post: GET api/orders/{id}/posts/{index}/history/, oldest first. */
export type PostReadPoint = PostMetrics;

/** GET api/orders/{id}/posts/{index}/history/: the order and the link's place in the delivery. */
export const postHistoryParamsSchema = idParamSchema.extend({
  index: digits(
    z
      .number()
      .int()
      .min(0)
      .max(DEAL_LIMITS.links - 1, 'Send a valid post number.'),
    'Send a valid post number.',
  ),
});

/** A link to a post on a platform we verify: the platform's id of it, and whose it says. */
export interface PostLink {
  platform: ConnectPlatform;
  /** Instagram shortcode, YouTube video id, TikTok video id. */
  id: string;
  /** The account the address names (Instagram's `/{user}/reel/…`, TikTok's `/@user/`). */
  username?: string;
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, '');
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The post a delivered link points to: Instagram `/p/`, `/reel/`, `/tv/` permalinks, YouTube
 * `watch?v=`, `youtu.be/` and `/shorts/`, TikTok `/@user/video/{id}`; undefined for anything
 * else (another site, a profile, a short link that would have to be followed).
 */
export function postLinkOf(address: string): PostLink | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'instagram.com') {
    const at = parts.findIndex((part) => ['p', 'reel', 'reels', 'tv'].includes(part));
    const id = at >= 0 ? parts[at + 1] : undefined;
    if (!id || at > 1 || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
    return { platform: 'instagram', id, ...(at === 1 && { username: parts[0]?.toLowerCase() }) };
  }
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? (url.searchParams.get('v') ?? undefined)
          : parts[0] === 'shorts'
            ? parts[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? { platform: 'youtube', id } : undefined;
  }
  if (host === 'tiktok.com') {
    const [user, kind, id] = parts;
    if (!user?.startsWith('@') || kind !== 'video' || !id || !/^\d{1,25}$/.test(id)) {
      return undefined;
    }
    return { platform: 'tiktok', id, username: user.slice(1).toLowerCase() };
  }
  return undefined;
}

/**
 * Hashtags and phrases that say a post is paid for, in English and the common words in
 * Spanish, Portuguese, French, German and Turkish (the platforms' own labels and the
 * regulators' advice: FTC, ASA, CNC, ARPP, Medienanstalten, Reklam Kurulu).
 */
const DISCLOSURE_TAGS = [
  'ad',
  'ads',
  'advert',
  'advertisement',
  'sponsored',
  'sponsor',
  'paidpartnership',
  'paidpartner',
  'partnership',
  // es
  'publicidad',
  'publi',
  'patrocinado',
  'patrocinio',
  'colaboracionpagada',
  // pt
  'publicidade',
  'parceriapaga',
  'conteudopago',
  // fr
  'publicite',
  'pub',
  'sponsorise',
  'partenariat',
  'collaborationcommerciale',
  'partenariatremunere',
  // de
  'werbung',
  'anzeige',
  'bezahltepartnerschaft',
  'unbezahltewerbung',
  // tr
  'reklam',
  'isbirligi',
  'sponsorlu',
];

const DISCLOSURE_PHRASES = [
  'paid partnership',
  'sponsored by',
  'colaboración pagada',
  'colaboracion pagada',
  'contenido patrocinado',
  'parceria paga',
  'conteúdo pago',
  'partenariat rémunéré',
  'collaboration commerciale',
  'bezahlte partnerschaft',
  'ücretli ortaklık',
  'ücretli iş birliği',
  'reklam içerir',
];

/** Lower case without accents, so `#Publicité`, `#PUBLICITE` and `#publicite` are one tag. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

const TAG = /#([\p{L}\p{N}_]+)/gu;
const PHRASES = DISCLOSURE_PHRASES.map(
  (phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${folded(phrase)}(?![\\p{L}\\p{N}])`, 'u'),
);
const TAGS = new Set(DISCLOSURE_TAGS);

/** Whether a caption, title or description discloses a paid post (a whole tag or phrase). */
export function hasDisclosure(text: string): boolean {
  const plain = folded(text);
  for (const match of plain.matchAll(TAG)) if (TAGS.has(match[1] ?? '')) return true;
  return PHRASES.some((phrase) => phrase.test(plain));
}
