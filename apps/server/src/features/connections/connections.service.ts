import * as oauth from 'oauth4webapi';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONNECTED_PLATFORM,
  type ConnectError,
  type ConnectPlatform,
  type ConnectionData,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { SecretBox } from '../../lib/secret-box';
import type { SocialsService } from '../socials/socials.service';
import { type ConnectionRow, connectionsRepository } from './connections.repository';
import { dayOf, numbersOf } from './connection-numbers';
import type { ConnectionJobs } from './connection-job-payloads';
import { tokenSeal } from './connection-tokens';
import { PlatformError, type PlatformAccount, type PlatformTokens } from './platform-client';
import type { PlatformClients } from './platform-clients';

/** How long an authorization may take, from Connect to the callback. */
export const STATE_TTL_MS = 10 * 60_000;

/** Why a callback ends without a connection: the reason /profile shows. */
class ConnectFailure extends Error {
  constructor(readonly reason: ConnectError) {
    super(reason);
  }
}

/**
 * Platform connections (issue 31): the OAuth authorization-code flow that proves a member owns
 * an Instagram, YouTube or TikTok account, the verified social it makes, and the member's own
 * view of their connections (disconnect, the follower history). The sweep that keeps the
 * numbers fresh is `connectionRefresh`, another feature's read `connectionAccess`. Tokens exist
 * in the clear only in memory, on their way to or from a platform; the database holds them
 * sealed and nothing logs or returns them.
 */
export function connectionsService({
  db,
  clients,
  box,
  socials,
  events,
  jobs,
  log,
  refreshSeconds,
}: {
  db: Database;
  clients: PlatformClients;
  box: SecretBox;
  socials: Pick<SocialsService, 'fromPlatform'>;
  events: EventBus;
  jobs: JobQueue<Pick<ConnectionJobs, 'connections.read'>>;
  log: FastifyBaseLogger;
  /** The sweep's period: a new connection is first due one period after it was made. */
  refreshSeconds: number;
}) {
  const connections = connectionsRepository(db);

  const clientOf = (platform: ConnectPlatform) => {
    const client = clients[platform];
    if (!client) throw notFound('This platform cannot be connected here.');
    return client;
  };

  const { sealed, opened } = tokenSeal(box);

  /** Stores the proven account for the member, taking it over from whoever had it. */
  async function connect(
    userId: number,
    platform: ConnectPlatform,
    tokens: PlatformTokens,
    account: PlatformAccount,
  ) {
    const now = clockNow();
    await inTransaction(db, async (tx) => {
      const repository = connectionsRepository(tx);
      const own = await repository.find(userId, platform);
      if (own && own.accountId !== account.accountId) throw new ConnectFailure('taken');
      const holder = await repository.findAccount(platform, account.accountId);
      if (holder && holder.userId !== userId) await takeOver(tx, holder, platform);
      const values = {
        username: account.username,
        ...sealed(tokens),
        refreshedAt: now,
        nextRefreshAt: new Date(now.getTime() + refreshSeconds * 1000),
        failures: 0,
        refusedAt: null,
      };
      const row = own
        ? await repository.update(own.id, values)
        : await repository.insert({ userId, platform, accountId: account.accountId, ...values });
      if (!row) throw new Error('connection not stored');
      await socials
        .fromPlatform(tx)
        .connected(userId, CONNECTED_PLATFORM[platform], numbersOf(platform, account, now));
      await repository.recordFollowers(row.id, dayOf(now), account.followers);
      // The sweep's first read is a period away; the audience should not wait for it.
      await jobs.enqueue('connections.read', { connectionId: row.id }, { tx });
      await events.publishWithin(tx, 'connection.made', { userId, platform });
    });
  }

  /** The previous holder loses the account (the new member proved it theirs) and is told. */
  async function takeOver(tx: Tx, holder: ConnectionRow, platform: ConnectPlatform) {
    await connectionsRepository(tx).remove(holder.id);
    await socials
      .fromPlatform(tx)
      .disconnected(holder.userId, CONNECTED_PLATFORM[platform], platform);
    await events.publishWithin(tx, 'connection.lost', {
      userId: holder.userId,
      platform,
      reason: 'taken',
    });
  }

  return {
    /** The platforms with a Connect button here, and the member's connections. */
    async overview(userId: number) {
      const rows = await connections.listOf(userId);
      return {
        platforms: Object.keys(clients) as ConnectPlatform[],
        connections: rows.map((row): ConnectionData => ({
          platform: row.platform as ConnectPlatform,
          username: row.username,
          connected_at: row.connectedAt.toISOString(),
          refreshed_at: row.refreshedAt.toISOString(),
          refused_at: row.refusedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Starts an authorization: the platform's address with a fresh state bound to the member. */
    async start(userId: number, platform: ConnectPlatform) {
      const client = clientOf(platform);
      const state = oauth.generateRandomState();
      const codeVerifier = client.pkce ? oauth.generateRandomCodeVerifier() : undefined;
      await connections.addState({
        state,
        userId,
        platform,
        codeVerifier,
        expiresAt: new Date(clockNow().getTime() + STATE_TTL_MS),
      });
      return { state, url: await client.authorizeUrl(state, codeVerifier) };
    },

    /**
     * The platform sent the member back: where /profile should say how it went. The state is
     * used up whatever happens; an unknown, expired or spent one changes nothing.
     */
    async callback(
      platform: ConnectPlatform,
      { code, state, error }: { code?: string; state?: string; error?: string },
    ): Promise<{ connected: ConnectPlatform } | { error: ConnectError }> {
      const client = clientOf(platform);
      const stored = state ? await connections.takeState(state) : undefined;
      if (!stored || !state || stored.platform !== platform || stored.expiresAt < clockNow()) {
        return { error: 'expired' };
      }
      if (error || !code) return { error: 'denied' };
      try {
        const tokens = await client.exchange(code, state, stored.codeVerifier ?? undefined);
        const account = await client.account(tokens.accessToken);
        await connect(stored.userId, platform, tokens, account);
        return { connected: platform };
      } catch (failure) {
        if (failure instanceof ConnectFailure) return { error: failure.reason };
        if (failure instanceof PlatformError) {
          log.warn({ platform, kind: failure.kind }, failure.message);
          return { error: failure.kind === 'personal-account' ? 'personal_account' : 'failed' };
        }
        throw failure;
      }
    },

    /** Tokens deleted at once and the social off the page; revoked at the platform after. */
    async disconnect(userId: number, platform: ConnectPlatform) {
      const row = await inTransaction(db, async (tx) => {
        const repository = connectionsRepository(tx);
        const found = await repository.find(userId, platform);
        if (!found) return undefined;
        await repository.remove(found.id);
        await socials.fromPlatform(tx).disconnected(userId, CONNECTED_PLATFORM[platform], platform);
        return found;
      });
      if (!row) throw notFound();
      const tokens = opened(row);
      const revoke = clients[platform]?.revoke;
      if (tokens && revoke) {
        // The grant is gone here whatever the platform answers; revocation is a courtesy.
        await revoke(tokens).catch((failure: unknown) =>
          log.warn(
            { platform, error: failure instanceof Error ? failure.name : 'unknown' },
            'revocation failed',
          ),
        );
      }
    },

    /** The member's daily follower counts of a platform (the sparkline). */
    async history(userId: number, platform: ConnectPlatform) {
      const row = await connections.find(userId, platform);
      if (!row) throw notFound();
      return connections.history(row.id);
    },
  };
}

export type ConnectionsService = ReturnType<typeof connectionsService>;
