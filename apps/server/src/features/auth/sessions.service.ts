import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TokenPair } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  nowSeconds,
  type TokenSigner,
} from '../../lib/jwt';
import type { SessionVersions } from './session-versions';

interface SessionUser {
  id: number;
  username: string;
  tokenVersion: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Access and refresh tokens. Refresh tokens rotate on every use; presenting a rotated one
 * again means it leaked, so its whole family is revoked.
 */
export function sessionsService(db: Database, signer: TokenSigner, versions: SessionVersions) {
  async function issue(
    user: SessionUser,
    family: { id: string; expiresAt: number } = {
      id: randomUUID(),
      expiresAt: nowSeconds() + REFRESH_TOKEN_SECONDS,
    },
  ): Promise<TokenPair> {
    const access = await signer.sign(
      { type: 'access', user_id: user.id, username: user.username, ver: user.tokenVersion },
      nowSeconds() + ACCESS_TOKEN_SECONDS,
    );
    const refresh = await signer.sign(
      { type: 'refresh', user_id: user.id, fam: family.id },
      family.expiresAt,
    );
    await db.insert(refreshTokens).values({
      tokenHash: hashToken(refresh),
      userId: user.id,
      familyId: family.id,
      expiresAt: new Date(family.expiresAt * 1000),
    });
    return { access, refresh };
  }

  const invalid = () => unauthorized('Token is invalid or expired');

  return {
    /** A new session (new family) for a user who just proved who they are. */
    issue: (user: SessionUser) => issue(user),

    /** Trades a live refresh token for a new pair; the family keeps its absolute expiry. */
    async rotate(token: string, findUser: (id: number) => Promise<SessionUser | undefined>) {
      const claims = await signer.verify(token, 'refresh');
      if (!claims?.fam) throw invalid();
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      if (revoked.length === 0) {
        // Unknown or already rotated: treat as theft and end every session of that family.
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, claims.fam), isNull(refreshTokens.revokedAt)));
        throw invalid();
      }
      const user = await findUser(claims.user_id);
      if (!user) throw invalid();
      return issue(user, { id: claims.fam, expiresAt: claims.exp });
    },

    /** Ends every session of a user (password change or reset). */
    /** Ends every session of the user: refresh tokens here, access tokens on every instance. */
    async revokeAll(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await versions.ended(userId);
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
