import type { FastifyBaseLogger } from 'fastify';
import { CONNECTED_PLATFORM, type ConnectPlatform } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { clockNow } from '../../lib/jobs/job-worker';
import type { SecretBox } from '../../lib/secret-box';
import type { SocialsService } from '../socials/socials.service';
import { dayOf, numbersOf } from './connection-numbers';
import { tokenSeal } from './connection-tokens';
import { type ConnectionRow, connectionsRepository } from './connections.repository';
import { PlatformError, type PlatformAccount } from './platform-client';
import type { PlatformClients } from './platform-clients';

/** After this long without a refresh the platform's verified mark goes. */
export const UNVERIFIED_AFTER_MS = 30 * 24 * 3_600_000;
/** Connections read per claim: a sweep claims again until none is due. */
const CLAIM_BATCH = 50;

/**
 * Keeping connections fresh (issue 31): the repeating sweep that reads each connected account
 * once per period (new tokens when due, then its numbers), backs off on rate limits and
 * outages, and what a platform's refusal does, for the sweep and for another feature's read
 * (`connectionAccess`): the Reconnect banner once, and the verified mark gone when stale.
 */
export function connectionRefreshService({
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
  const { sealed, opened } = tokenSeal(box);

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
    refused,

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

    /**
     * A newly connected account read at once instead of a period later (decision 123): its
     * audience shows within seconds. The same read as the sweep's, with its backoff; the
     * claim moves the account's next read one period on, so the sweep reads it again then.
     */
    async readNow(connectionId: number) {
      const now = clockNow();
      const row = await connections.claim(connectionId, now, refreshSeconds);
      if (row) await refreshOne(row, now);
    },
  };
}

export type ConnectionRefreshService = ReturnType<typeof connectionRefreshService>;
