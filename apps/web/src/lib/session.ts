import { STORAGE_KEYS } from '@partnerly/shared';
import type { TokenPair } from '@partnerly/shared';

/** The stored access token, or null when logged out. */
export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.access);
}

/** The stored refresh token, or null when logged out. */
export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refresh);
}

/** Keeps both tokens of a login, a refresh or a password change. */
export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.access, tokens.access);
  localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
}

/** Forgets both tokens (a failed refresh); /logout clears all of local storage instead. */
export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.access);
  localStorage.removeItem(STORAGE_KEYS.refresh);
}

/** The claims of a JWT, decoded without verification (the server verifies), or null. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True when the token's `exp` (seconds) is later than `nowSeconds`. */
export function isTokenValid(token: string | null, nowSeconds = Date.now() / 1000): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp > nowSeconds;
}

/** Logged in = an access token exists and has not expired (docs/SPEC.md section 4). */
export function isLoggedIn(nowSeconds = Date.now() / 1000): boolean {
  return isTokenValid(getAccessToken(), nowSeconds);
}
