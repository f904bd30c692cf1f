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
import { clockNow } from '../../lib/jobs/job-worker';
import type { SecretBox } from '../../lib/secret-box';
import type { SocialsService } from '../socials/socials.service';
import { type ConnectionRow, connectionsRepository } from './connections.repository';
import { connectionAccess } from './connection-access';
import { tokenSeal } from './connection-tokens';
import { PlatformError, type PlatformAccount, type PlatformTokens } from './platform-client';
import type { PlatformClients } from './platform-clients';

/** How long an authorization may take, from Connect to the callback. */
export const STATE_TTL_MS = 10 * 60_000;
/** After this long without a refresh the platform's verified mark goes. */
export const UNVERIFIED_AFTER_MS = 30 * 24 * 3_600_000;
/** Connections read per claim: a sweep claims again until none is due. */
const CLAIM_BATCH = 50;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Why a callback ends without a connection: the reason /profile shows. */
class ConnectFailure extends Error {
  constructor(readonly reason: ConnectError) {
    super(reason);
  }
}

/**
 * Platform connections (issue 31): the OAuth authorization-code flow that proves a member owns
 * an Instagram, YouTube or TikTok account, the verified social it makes, and the sweep that
 * keeps its numbers fresh. Tokens exist in the clear only in memory, on their way to or from
 * a platform; the database holds them sealed and nothing logs or returns them.
 */
export function connectionsService({
  db,
  clients,
  box,
  socials,
  events,
  log,
  refreshSeconds,
  audience,
}: {
  db: Database;
  clients: PlatformClients;
  box: SecretBox;
  socials: Pick<SocialsService, 'fromPlatform'>;
  events: EventBus;
  log: FastifyBaseLogger;
  refreshSeconds: number;
  /** Reads the account's audience too when its week has come (features/audience). */
  audience?: (read: {
    connectionId: number;
    platform: ConnectPlatform;
    accessToken: string;
    account: PlatformAccount;
    now: Date;
  }) => Promise<void>;
}) {
  const connections = connectionsRepository(db);

  const clientOf = (platform: ConnectPlatform) => {
    const client = clients[platform];
    if (!client) throw notFound('This platform cannot be connected here.');
    return client;
  };

  const { sealed, opened } = tokenSeal(box);

  const numbersOf = (platform: ConnectPlatform, account: PlatformAccount, at: Date) => ({
    link: account.link,
    followers: account.followers,
    followersHidden: account.followersHidden,
    countries: account.countries,
    source: platform,
    at,
  });

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

  /** Reads one claimed account again: new tokens when due, then its numbers. */
  async function refreshOne(row: ConnectionRow, now: Date) {
    const platform = row.platform as ConnectPlatform;
    const client = clients[platform];
    if (!client) return; // the platform's app was unconfigured: its accounts wait
    if (row.refusedAt) return unverifyWhenStale(row, now);
    try {
      let tokens = opened(row);
      if (!tokens) throw new PlatformError('refused', 'tokens sealed with another key');
      const renewed = client.needsRefresh(tokens, now) ? await client.refresh(tokens) : undefined;
      tokens = renewed ?? tokens;
      const account = await client.account(tokens.accessToken);
      if (account.accountId !== row.accountId) {
        throw new PlatformError('refused', 'the token now reads another account');
      }
      const accessToken = tokens.accessToken;
      await audience?.({ connectionId: row.id, platform, accessToken, account, now });
      await inTransaction(db, async (tx) => {
        const repository = connectionsRepository(tx);
        await repository.update(row.id, {
          username: account.username,
          ...(renewed && sealed(renewed)),
          refreshedAt: now,
          failures: 0,
        });
        await socials
          .fromPlatform(tx)
          .refreshed(row.userId, CONNECTED_PLATFORM[platform], numbersOf(platform, account, now));
        await repository.recordFollowers(row.id, dayOf(now), account.followers);
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      log.warn({ platform, connection: row.id, kind: error.kind }, error.message);
      if (error.kind === 'refused') return refused(row, now);
      // Rate limits and outages: try again sooner than the next period, backing off.
      const failures = row.failures + 1;
      const backoffSeconds = Math.max(
        error.retryAfterSeconds ?? 0,
        Math.min(refreshSeconds, 60 * 2 ** Math.min(failures, 10)),
      );
      await connections.update(row.id, {
        failures,
        nextRefreshAt: new Date(now.getTime() + Math.min(backoffSeconds, refreshSeconds) * 1000),
      });
    }
  }

  /** The platform refused the token: marked once, with one mail and the Reconnect banner. */
  async function refused(row: ConnectionRow, now: Date) {
    await inTransaction(db, async (tx) => {
      const marked = await connectionsRepository(tx).update(row.id, { refusedAt: now });
      if (!marked) return;
      await events.publishWithin(tx, 'connection.lost', {
        userId: row.userId,
        platform: row.platform,
        reason: 'refused',
      });
    });
    await unverifyWhenStale(row, now);
  }

  async function unverifyWhenStale(row: ConnectionRow, now: Date) {
    if (now.getTime() - row.refreshedAt.getTime() < UNVERIFIED_AFTER_MS) return;
    await socials
      .fromPlatform(db)
      .unverified(row.userId, CONNECTED_PLATFORM[row.platform as ConnectPlatform], row.platform);
  }

  return {
    /** Accounts lent to another feature for a read (delivered posts): one, or a batch's. */
    ...connectionAccess({ db, clients, box, refused }),

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

    /**
     * The repeating sweep: reads every connection whose time has come. Each is due once per
     * period from its connection time, so reads spread over the period as connections did.
     */
    async refreshDue(): Promise<number> {
      const now = clockNow();
      await connections.pruneStates(now);
      let read = 0;
      for (;;) {
        const due = await connections.claimDue(now, refreshSeconds, CLAIM_BATCH);
        for (const row of due) await refreshOne(row, now);
        read += due.length;
        if (due.length < CLAIM_BATCH) return read;
      }
    },
  };
}

export type ConnectionsService = ReturnType<typeof connectionsService>;
