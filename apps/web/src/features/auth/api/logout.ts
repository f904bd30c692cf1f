import { getRefreshToken } from '../../../lib/session';

/**
 * POST /api/logout/: the server stops honouring this session's refresh token. Sent with
 * keepalive so it leaves even as the page moves on; local logout never waits for it, and a
 * failure (offline, server down) is ignored: the tokens are forgotten locally all the same.
 */
export function endServerSession(): void {
  const refresh = getRefreshToken();
  if (!refresh) return;
  try {
    fetch('/api/logout/', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A fetch that throws at once (no network stack) must not stop the logout either.
  }
}
