import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { suspendedMessage, type TokenPair } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { nonFieldError, unauthorized } from '../../lib/errors';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_SECONDS,
  nowSeconds,
  type TokenSigner,
} from '../../lib/jwt';
import type { SessionVersions } from './session-versions';

interface SessionUser {
  id: number;
  username: string;
  tokenVersion: number;
  suspendedAt?: Date | null;
  suspendedReason?: string | null;
}

/**
 * A suspended account gets no session, whichever way it signs in (issue 18); the answer
 * carries the admin's reason, so the member is told why (issue 29).
 */
function refuseSuspended(user: SessionUser): void {
  if (user.suspendedAt) throw nonFieldError(suspendedMessage(user.suspendedReason));
}

export interface SessionsOptions {
  /** How long a rotated refresh token still trades for a pair of its family. */
  graceMs?: number;
  /** The clock (milliseconds); tests move it past the grace window instead of waiting. */
  now?: () => number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Access and refresh tokens. Refresh tokens rotate on every use; presenting a rotated one
 * again means it leaked, so its whole family is revoked — except within a short grace window,
 * where it is another tab of the same browser that refreshed at the same moment.
 */
export function sessionsService(
  {
    db,
    signer,
    sessionVersions: versions,
  }: { db: Database; signer: TokenSigner; sessionVersions: SessionVersions },
  { graceMs = REFRESH_GRACE_SECONDS * 1000, now = () => Date.now() }: SessionsOptions = {},
) {
  async function issue(
    user: SessionUser,
    family: { id: string; expiresAt: number } = {
      id: randomUUID(),
      expiresAt: nowSeconds() + REFRESH_TOKEN_SECONDS,
    },
  ): Promise<TokenPair> {
    refuseSuspended(user);
    const access = await signer.sign(
      {
        type: 'access',
        user_id: user.id,
        username: user.username,
        ver: user.tokenVersion,
        sid: family.id,
      },
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

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** A new session (new family) for a user who just proved who they are. */
    issue: (user: SessionUser) => issue(user),

    /**
     * Trades a live refresh token for a new pair; the family keeps its absolute expiry. A token
     * rotated less than the grace window ago gets a fresh pair of the same family too.
     */
    async rotate(token: string, findUser: (id: number) => Promise<SessionUser | undefined>) {
      const claims = await signer.verify(token, 'refresh');
      if (!claims?.fam) throw invalid();
      // Suspension revoked the tokens too; the account's state is the better answer.
      const owner = await findUser(claims.user_id);
      if (owner) refuseSuspended(owner);
      // One conditional UPDATE, so concurrent refreshes with one token queue on its row lock:
      // the first marks it rotated, the others then match it as rotated within the window.
      const rotatedAt = new Date(now()).toISOString();
      const usable = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, ${rotatedAt}::timestamptz)` })
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(token)),
            isNull(refreshTokens.revokedAt),
            or(
              isNull(refreshTokens.rotatedAt),
              gt(refreshTokens.rotatedAt, new Date(now() - graceMs)),
            ),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      if (usable.length === 0) {
        // Unknown, revoked or rotated long ago: treat as theft and end the whole family.
        await revokeFamily(claims.fam);
        throw invalid();
      }
      if (!owner) throw invalid();
      return issue(owner, { id: claims.fam, expiresAt: claims.exp });
    },

    /**
     * Logout: the refresh token's family stops working. Quiet about tokens that are invalid,
     * expired or already revoked, so the answer reveals nothing about a token.
     */
    async end(token: string) {
      const claims = await signer.verify(token, 'refresh');
      if (claims?.fam) await revokeFamily(claims.fam);
    },

    /**
     * Ends every session of the user (password change or reset, deletion): refresh tokens
     * here, access tokens and open sockets on every instance. `keepSession` (a family id) is
     * the session that asked for it, whose open sockets stay.
     */
    async revokeAll(userId: number, keepSession?: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await versions.ended(userId, keepSession);
    },

    /**
     * Deletes refresh tokens past their family's expiry: refused anyway, so their rows only
     * grow the table (a reused expired token needs no reuse detection). Returns how many went.
     */
    async pruneExpired(now = new Date()): Promise<number> {
      const rows = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, now))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return rows.length;
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
