import pLimit from 'p-limit';
import { postLinkOf, type ConnectPlatform, type PostLink } from '@partnerly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { clockNow } from '../../lib/jobs/job-worker';
import type { ConnectionAccessService, ReadAs } from '../connections/connection-access';
import { PlatformError } from '../connections/platform-client';
import type { PostReader } from './post-reading';
import { proofRepository, type FollowedPost, type OrderPostRow } from './proof.repository';

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

/**
 * Sellers whose platforms are read at once. Each platform limits calls per account (Meta,
 * TikTok) or per app and day (YouTube's quota), not per moment, so reading a few sellers side
 * by side spends no more of any limit; it only stops a batch waiting on ~100 answers one after
 * another. Kept small so a batch never opens more than a few connections to one platform
 * (decision 118).
 */
const SELLERS_AT_ONCE = 8;
/** Ids per platform call: TikTok's query takes 20 at most (YouTube's 50). */
const IDS_PER_CALL = 20;

const keyOf = (row: OrderPostRow) => ({
  orderId: row.orderId,
  position: row.position,
  deliveredAt: row.deliveredAt,
});
const idOf = (post: { orderId: number; position: number }) => `${post.orderId}:${post.position}`;

/**
 * The numbers of verified posts followed for 30 days (decision 102): a repeating sweep claims
 * the posts whose next read has come (each on one instance), reads them by seller and
 * platform with one call as at delivery, adds the numbers to each post's series and moves its
 * next read on. A post gone from the platform becomes `removed`; a refused or missing
 * connection stops the following (the refusal shows the Reconnect banner); a rate limit or an
 * outage backs off from a minute up to 6 hours, keeping the step. A batch costs a few
 * statements whatever its size (decision 118): its claim, its sellers' connections, and its
 * posts' changes with their reads.
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
  connections: Pick<ConnectionAccessService, 'readAsMany'>;
  readers: Record<ConnectPlatform, PostReader>;
  log: FastifyBaseLogger;
  /** Each batch's claim; `bench:jobs` wraps it to time a batch from one claim to the next. */
  claimDue?: (now: Date, leaseMs: number, limit: number) => PromiseLike<OrderPostRow[]>;
}) {
  const claim = claimDue ?? proofRepository(db).claimDue;

  /** One seller's posts on one platform, read with one call: what each post's read changes. */
  async function readGroup(readAs: ReadAs, rows: OrderPostRow[], now: Date) {
    const first = rows[0];
    const platform = first?.platform as ConnectPlatform;
    const links = rows.map((row) => postLinkOf(row.url) as PostLink);
    try {
      const answer =
        !first || first.sellerId === null
          ? ({ connected: false } as const)
          : await readAs(first.sellerId, platform, (access) => readers[platform](access, links));
      return rows.map((row, index): FollowedPost => {
        const reading = answer.connected ? answer.value[index] : undefined;
        const key = keyOf(row);
        if (!reading || (reading.found && !reading.own))
          return { key, nextReadAt: null, failures: 0 };
        if (!reading.found) {
          return { key, nextReadAt: null, failures: 0, checkedAt: now, removed: true };
        }
        return {
          key,
          nextReadAt: nextReadAfter(reading.publishedAt, now),
          failures: 0,
          checkedAt: now,
          numbers: reading.numbers,
        };
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      log.warn({ platform, kind: error.kind, posts: rows.length }, error.message);
      return rows.map((row): FollowedPost => {
        const failures = row.failures + 1;
        const wait = Math.max(
          (error.retryAfterSeconds ?? 0) * 1000,
          Math.min(BACKOFF_BASE_MS * 4 ** Math.min(failures - 1, 8), BACKOFF_MAX_MS),
        );
        return { key: keyOf(row), failures, nextReadAt: new Date(now.getTime() + wait) };
      });
    }
  }

  /**
   * The batch's changes in one statement (the posts, and the reads of those still of their
   * delivery); a removal's event is published in a transaction with its mark (rare).
   */
  async function store(due: OrderPostRow[], changes: FollowedPost[]) {
    if (changes.length === 0) return;
    const write = async (on: Database) => {
      const stored = new Set((await proofRepository(on).followed(changes)).map(idOf));
      return changes.filter((change) => change.removed && stored.has(idOf(change.key)));
    };
    if (!changes.some((change) => change.removed)) {
      await write(db);
      return;
    }
    const rows = new Map(due.map((row) => [idOf(row), row]));
    await inTransaction(db, async (tx) => {
      for (const change of await write(tx)) {
        const row = rows.get(idOf(change.key));
        if (!row) continue;
        await events.publishWithin(tx, 'order.post-removed', {
          orderId: row.orderId,
          url: row.url,
          platform: row.platform as ConnectPlatform,
        });
      }
    });
  }

  /** One claimed batch read by seller and platform, a few sellers at once, then stored. */
  async function followBatch(due: OrderPostRow[], now: Date) {
    const sellers = new Map<string, Map<string, OrderPostRow[]>>();
    for (const row of due) {
      if (!row.platform) continue;
      const seller = `${row.sellerId ?? 'gone'}`;
      const groups = sellers.get(seller) ?? new Map<string, OrderPostRow[]>();
      groups.set(row.platform, [...(groups.get(row.platform) ?? []), row]);
      sellers.set(seller, groups);
    }
    const readAs = await connections.readAsMany(
      due.flatMap((row) =>
        row.sellerId === null || !row.platform
          ? []
          : [{ userId: row.sellerId, platform: row.platform as ConnectPlatform }],
      ),
    );
    const atOnce = pLimit(SELLERS_AT_ONCE);
    const outcomes = await Promise.allSettled(
      [...sellers.values()].map((groups) =>
        atOnce(async () => {
          const changes: FollowedPost[] = [];
          for (const rows of groups.values()) {
            for (let start = 0; start < rows.length; start += IDS_PER_CALL) {
              const slice = rows.slice(start, start + IDS_PER_CALL);
              changes.push(...(await readGroup(readAs, slice, now)));
            }
          }
          return changes;
        }),
      ),
    );
    // What was read is kept even when another seller's read failed unexpectedly; the failed
    // seller's posts come round again when their lease ends.
    await store(
      due,
      outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : [])),
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  return {
    /** The repeating sweep: every due post read once; how many were claimed. */
    async followDue(): Promise<number> {
      const now = clockNow();
      let claimed = 0;
      for (;;) {
        const due = await claim(now, LEASE_MS, CLAIM_BATCH);
        await followBatch(due, now);
        claimed += due.length;
        if (due.length < CLAIM_BATCH) return claimed;
      }
    },
  };
}

export type FollowUps = ReturnType<typeof followUps>;
