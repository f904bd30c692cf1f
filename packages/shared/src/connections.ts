import { formatterCache } from './formatters';
import type { Platform } from './platforms';

// No zod here: the public page imports these, and its JavaScript budget has no room for zod
// (the request schemas live in connection-schemas.ts).

/** The platforms a creator connects through OAuth (issue 31), as the API spells them. */
export const CONNECT_PLATFORMS = ['instagram', 'youtube', 'tiktok'] as const;
export type ConnectPlatform = (typeof CONNECT_PLATFORMS)[number];

/** Who vouches for a social's numbers: an admin, or the platform it is connected through. */
export type SocialSource = 'admin' | ConnectPlatform;

/** The social platform (the spec's spelling) a connection verifies. */
export const CONNECTED_PLATFORM: Record<ConnectPlatform, Platform> = {
  instagram: 'Instagram',
  youtube: 'Youtube',
  tiktok: 'Tiktok',
};

/** Why a connection did not happen, as /profile?connect_error= says it. */
export const CONNECT_ERRORS = ['denied', 'personal_account', 'expired', 'taken', 'failed'] as const;
export type ConnectError = (typeof CONNECT_ERRORS)[number];

/** A member's connection as /api/connect/ lists it: never a token. */
export interface ConnectionData {
  platform: ConnectPlatform;
  username: string;
  connected_at: string;
  refreshed_at: string;
  /** Set when the platform refused the token: the member is asked to reconnect. */
  refused_at: string | null;
}

const SOURCE_NAMES: Record<ConnectPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

// One locale and time zone, so the server-rendered page and the app agree (hydration).
const DAY_FORMAT = formatterCache(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** How long ago, coarsely: 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function formatAgo(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export const formatDay = (at: Date): string => DAY_FORMAT().format(at);

/**
 * Who vouches for a social's numbers, as its line reads (issue 31): "Verified by Instagram ·
 * updated 3 h ago", "Verified by Partnerly · Nov 3, 2026"; null without a verified mark.
 */
export function verificationLine(
  social: { source: SocialSource | null; followers_updated_at: string },
  now: Date,
): string | null {
  if (!social.source) return null;
  const updated = new Date(social.followers_updated_at);
  if (social.source === 'admin') return `Verified by Partnerly · ${formatDay(updated)}`;
  return `Verified by ${SOURCE_NAMES[social.source]} · updated ${formatAgo(updated, now)}`;
}

/** A connected platform's name as the platform writes it. */
export const connectPlatformName = (platform: ConnectPlatform): string => SOURCE_NAMES[platform];
