import type { TokenPair } from '@partnerly/shared';
import { isSuspendedMessage, reportSuspension } from './suspension';
import { clearTokens, getAccessToken, getRefreshToken, isTokenValid, storeTokens } from './session';

const REFRESH_PATH = '/api/token/refresh/';
const LOCK_NAME = 'partnerly-token-refresh';

let inFlight: Promise<string | null> | null = null;

/**
 * Trades the refresh token for a new pair and returns the new access token, or null when the
 * server refused it (both tokens are then cleared). Concurrent callers share one request,
 * because the refresh token rotates: a second request with the same token would be refused.
 * A network failure rejects and keeps the tokens, so being offline does not log anyone out.
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= withCrossTabLock(runRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Other tabs share the storage, so they take turns refreshing (Web Locks, when present). */
function withCrossTabLock(task: (seenRefresh: string | null) => Promise<string | null>) {
  const seenRefresh = getRefreshToken();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task(seenRefresh);
  return locks.request(LOCK_NAME, () => task(seenRefresh));
}

async function runRefresh(seenRefresh: string | null): Promise<string | null> {
  const refresh = getRefreshToken();
  if (!refresh) return null;
  // Another tab rotated the pair while this one waited for the lock: use its result.
  const access = getAccessToken();
  if (refresh !== seenRefresh && isTokenValid(access)) return access;

  const response = await fetch(REFRESH_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (!response.ok) {
    // A 5xx is the server's trouble, not a dead session: keep the tokens for a later try.
    if (response.status >= 500) throw new Error(`Token refresh failed with ${response.status}`);
    // A suspended account is told why, over whatever page the tab shows (SuspendedNotice).
    const refusal = (await response.json().catch(() => ({}))) as { non_field_errors?: string[] };
    const message = refusal.non_field_errors?.[0];
    if (isSuspendedMessage(message)) reportSuspension(message);
    clearTokens();
    return null;
  }
  const tokens = (await response.json()) as TokenPair;
  storeTokens(tokens);
  return tokens.access;
}
