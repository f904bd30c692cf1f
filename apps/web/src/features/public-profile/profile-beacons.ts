import { getAccessToken } from '../../lib/session';

/**
 * Counting on public pages (docs/decisions/027): the page tells the server it was shown, or
 * that Contact was pressed. The token goes along so the owner's own visits are left out; a
 * failure is ignored, the visitor never waits for it.
 */
function beacon(path: string, body: Record<string, string>) {
  const token = getAccessToken();
  void fetch(path, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * Counts one view of the profile, with the served page's token: at load on /{username}
 * (public-pages/on-use-profile.ts), on showing it inside the app (PublicProfileView).
 */
export function countView(username: string, token: string | undefined) {
  beacon('/api/analytics/view/', {
    username,
    ...(token ? { token } : {}),
    ...(document.referrer ? { referrer: document.referrer.slice(0, 2000) } : {}),
  });
}

export const countContact = (username: string) => beacon('/api/analytics/contact/', { username });

/** Where a click on a link or social goes first: counted, then on to the address. */
export const linkGo = (id: number) => `/go/${id}`;
export const socialGo = (id: number) => `/go/social/${id}`;

/** The counting address is ours; the destination is not endorsed to search engines. */
export const GO_LINK = { target: '_blank', rel: 'nofollow noopener noreferrer' } as const;
