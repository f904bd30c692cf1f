import { postLinkOf, type ConnectPlatform, type PostLink } from '@partnerly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { clockNow } from '../../lib/jobs/job-worker';
import type { ConnectionAccessService } from '../connections/connection-access';
import { PlatformError } from '../connections/platform-client';
import type { PostReader } from './post-reading';
import { proofRepository, type OrderPostRow } from './proof.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When a verified post is read again after it was published (issue 47, point 3). */
export const FOLLOW_UPS_MS = [HOUR_MS, DAY_MS, 3 * DAY_MS, 7 * DAY_MS, 30 * DAY_MS];
/** How often the sweep looks for due posts. */
export const FOLLOW_SWEEP_SECONDS = 60;
/** Posts claimed per statement; a sweep claims again until none is due. */
export const CLAIM_BATCH = 100;
/** A claimed read that never finished (a crash) comes round again after this. */
const LEASE_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * HOUR_MS;

/** The next follow-up of a post published at `publishedAt` after `now`; null after the last. */
export function nextReadAfter(publishedAt: Date, now: Date): Date | null {
  const next = FOLLOW_UPS_MS.map((ms) => publishedAt.getTime() + ms).find(
    (at) => at > now.getTime(),
  );
  return next === undefined ? null : new Date(next);
}

const keyOf = (row: OrderPostRow) => ({
  orderId: row.orderId,
  position: row.position,
  deliveredAt: row.deliveredAt,
});

/**
 * The numbers of verified posts followed for 30 days (decision 102): a repeating sweep claims
 * the posts whose next read has come (each on one instance), reads them by seller and
 * platform with one call as at delivery, adds the numbers to each post's series and moves its
 * next read on. A post gone from the platform becomes `removed`; a refused or missing
 * connection stops the following (the refusal shows the Reconnect banner); a rate limit or an
 * outage backs off from a minute up to 6 hours, keeping the step.
 */
export function followUps({
  db,
  connections,
  readers,
  events,
  log,
  claimDue,
}: {
  db: Database;
  events: EventBus;
  connections: Pick<ConnectionAccessService, 'readAs'>;
  readers: Record<ConnectPlatform, PostReader>;
  log: FastifyBaseLogger;
  /** Each batch's claim; `bench:jobs` wraps it to time a batch from one claim to the next. */
  claimDue?: (now: Date, leaseMs: number, limit: number) => PromiseLike<OrderPostRow[]>;
}) {
  const repository = proofRepository(db);
  const claim = claimDue ?? repository.claimDue;

  async function readGroup(rows: OrderPostRow[], now: Date) {
    const first = rows[0];
    if (!first?.platform) return;
    const platform = first.platform as ConnectPlatform;
    const links = rows.map((row) => postLinkOf(row.url) as PostLink);
    try {
      const answer =
        first.sellerId === null
          ? ({ connected: false } as const)
          : await connections.readAs(first.sellerId, platform, (access) =>
              readers[platform](access, links),
            );
      for (const [index, row] of rows.entries()) {
        const reading = answer.connected ? answer.value[index] : undefined;
        if (!reading || (reading.found && !reading.own)) {
          await repository.update(keyOf(row), { nextReadAt: null, failures: 0 });
        } else if (!reading.found) {
          await inTransaction(db, async (tx) => {
            await proofRepository(tx).update(keyOf(row), {
              state: 'removed',
              checkedAt: now,
              nextReadAt: null,
              failures: 0,
            });
            await events.publishWithin(tx, 'order.post-removed', {
              orderId: row.orderId,
              url: row.url,
              platform,
            });
          });
        } else {
          await repository.update(keyOf(row), {
            ...reading.numbers,
            metricsAt: now,
            checkedAt: now,
            nextReadAt: nextReadAfter(reading.publishedAt, now),
            failures: 0,
          });
          await repository.addRead(row, now, reading.numbers);
        }
      }
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      log.warn({ platform, kind: error.kind, posts: rows.length }, error.message);
      for (const row of rows) {
        const failures = row.failures + 1;
        const wait = Math.max(
          (error.retryAfterSeconds ?? 0) * 1000,
          Math.min(BACKOFF_BASE_MS * 4 ** Math.min(failures - 1, 8), BACKOFF_MAX_MS),
        );
        await repository.update(keyOf(row), {
          failures,
          nextReadAt: new Date(now.getTime() + wait),
        });
      }
    }
  }

  return {
    /** The repeating sweep: every due post read once; how many were claimed. */
    async followDue(): Promise<number> {
      const now = clockNow();
      let claimed = 0;
      for (;;) {
        const due = await claim(now, LEASE_MS, CLAIM_BATCH);
        const groups = new Map<string, OrderPostRow[]>();
        for (const row of due) {
          const key = `${row.sellerId ?? 'gone'}:${row.platform ?? ''}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }
        for (const rows of groups.values()) {
          // TikTok's query takes 20 ids at most (YouTube's 50).
          for (let start = 0; start < rows.length; start += 20) {
            await readGroup(rows.slice(start, start + 20), now);
          }
        }
        claimed += due.length;
        if (due.length < CLAIM_BATCH) return claimed;
      }
    },
  };
}

export type FollowUps = ReturnType<typeof followUps>;
