import type { SecretBox } from '../../lib/secret-box';
import type { ConnectionRow } from './connections.repository';
import type { PlatformTokens } from './platform-client';

/**
 * A connection's tokens sealed for the database and opened again, with the two-factor box
 * (decision 049): nothing stores or logs them in the clear.
 */
export function tokenSeal(box: SecretBox) {
  const sealed = (tokens: PlatformTokens) => ({
    accessToken: box.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
    accessExpiresAt: tokens.accessExpiresAt ?? null,
    tokenIssuedAt: tokens.issuedAt,
  });

  /** The row's tokens in the clear; undefined when sealed with another key (a rotated secret). */
  function opened(row: ConnectionRow): PlatformTokens | undefined {
    const accessToken = box.open(row.accessToken);
    if (accessToken === undefined) return undefined;
    const refreshToken = row.refreshToken ? box.open(row.refreshToken) : undefined;
    return {
      accessToken,
      refreshToken,
      accessExpiresAt: row.accessExpiresAt ?? undefined,
      issuedAt: row.tokenIssuedAt,
    };
  }

  return { sealed, opened };
}
