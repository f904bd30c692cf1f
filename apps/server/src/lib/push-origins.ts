/**
 * The push services' origins as configuration reads them (PUSH_SERVICE_ORIGINS): a layer
 * below both config.ts and the notifications feature, which enforces them on every endpoint
 * (features/notifications/push-endpoints.ts).
 */

/**
 * The browsers' push services (docs/decisions/030): Chrome and Edge's FCM, Firefox's
 * autopush, Safari's, and the Windows notification service, whose hosts vary by region.
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/** One allowed origin: its scheme and port exactly, its host exactly or as `*.` + a suffix. */
export interface AllowedOrigin {
  protocol: string;
  port: string;
  host: string;
  wildcard: boolean;
}

/**
 * Parses PUSH_SERVICE_ORIGINS (comma-separated origins, `*.` allowed as the first label);
 * undefined when an entry is not a bare origin.
 */
export function parsePushOrigins(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.every((entry) => allowedOriginOf(entry) !== undefined) ? entries : undefined;
}

export function allowedOriginOf(entry: string): AllowedOrigin | undefined {
  const wildcard = /^(https?:\/\/)\*\./i.exec(entry);
  try {
    const url = new URL(wildcard ? entry.replace('*.', 'wildcard.') : entry);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      return undefined;
    }
    const host = wildcard ? url.hostname.replace(/^wildcard\./, '') : url.hostname;
    return { protocol: url.protocol, port: url.port, host, wildcard: Boolean(wildcard) };
  } catch {
    return undefined;
  }
}
