import {
  hasDisclosure,
  postLinkOf,
  type ConnectPlatform,
  type OrderPost,
  type OrderResults,
  type PostLink,
  type PostReadPoint,
  type PostState,
} from '@partnerly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformApp } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { ConnectionAccessService } from '../connections/connection-access';
import { PlatformError } from '../connections/platform-client';
import { followUps, nextReadAfter } from './follow-ups';
import { instagramPosts } from './instagram-posts';
import type { PostReader, PostReading } from './post-reading';
import type { ProofJobs } from './proof-job-payloads';
import { holdReasonOf, presentPost, resultsOf } from './proof.presenter';
import { proofRepository, type NewOrderPost, type OrderPostRow } from './proof.repository';
import { tiktokPosts } from './tiktok-posts';
import { youtubePosts } from './youtube-posts';

/** Tries after the first when a platform is silent: 1, 4, 16, 64 minutes, then 4 h and 6 h. */
export const RETRIES = 8;
const RETRY_BASE_SECONDS = 60;
const RETRY_MAX_SECONDS = 6 * 3_600;

/**
 * What a delivered post's first check concluded, from what its platform said (a verified post
 * that later goes is found `removed` by the follow-ups).
 */
export function stateOf(
  link: PostLink,
  reading: PostReading,
  context: { username: string; acceptedAt: Date },
): PostState {
  if (!reading.found) {
    const named = link.username;
    return named && named !== context.username.toLowerCase() ? 'other_account' : 'not_found';
  }
  if (!reading.own) return 'other_account';
  if (reading.publishedAt < context.acceptedAt) return 'before_order';
  return 'verified';
}

/**
 * Verified delivery (issue 47, decision 102): each link of a delivery is stored with the
 * delivery, and a durable job reads it through the seller's connected account. The deals
 * feature holds the auto-approval of a delivery whose posts are not the seller's, not found
 * or older than the order, and shows the posts and their results on the order.
 */
export function deliveryProof({
  db,
  jobs,
  connections,
  platforms,
  events,
  log,
}: {
  db: Database;
  jobs: Pick<JobQueue<ProofJobs>, 'enqueue'>;
  connections: Pick<ConnectionAccessService, 'readAs' | 'readAsMany'>;
  platforms: Record<ConnectPlatform, PlatformApp>;
  events: EventBus;
  log: FastifyBaseLogger;
}) {
  const readers: Record<ConnectPlatform, PostReader> = {
    instagram: instagramPosts(platforms.instagram),
    youtube: youtubePosts(platforms.youtube),
    tiktok: tiktokPosts(platforms.tiktok),
  };
  const repository = proofRepository(db);
  const { followDue } = followUps({ db, connections, readers, events, log });

  /** One platform's posts of a delivery, read with the seller's account, then stored. */
  async function checkPlatform(
    platform: ConnectPlatform,
    rows: OrderPostRow[],
    job: ProofJobs['proof.verify'],
  ) {
    const links = rows.map((row) => postLinkOf(row.url) as PostLink);
    const answer = await connections.readAs(job.sellerId, platform, async (access) => ({
      username: access.username,
      readings: await readers[platform](access, links),
    }));
    const now = clockNow();
    for (const [index, row] of rows.entries()) {
      const key = { orderId: row.orderId, position: row.position, deliveredAt: row.deliveredAt };
      const reading = answer.connected ? answer.value.readings[index] : undefined;
      if (!reading) {
        await repository.update(key, { state: 'not_connected', checkedAt: now });
        continue;
      }
      const state = stateOf(links[index] as PostLink, reading, {
        username: answer.connected ? answer.value.username : '',
        acceptedAt: new Date(job.acceptedAt),
      });
      if (!reading.found) {
        await repository.update(key, { state, checkedAt: now });
        continue;
      }
      // The post's state and its first read in one transaction: no one sees it verified
      // without its read, and a failure between the two cannot lose the read (the job then
      // reads it again).
      await inTransaction(db, async (tx) => {
        const writes = proofRepository(tx);
        await writes.update(key, {
          state,
          mediaId: reading.mediaId,
          publishedAt: reading.publishedAt,
          disclosure: reading.paidFlag || hasDisclosure(reading.text),
          checkedAt: now,
          ...(state === 'verified' && {
            ...reading.numbers,
            metricsAt: now,
            nextReadAt: nextReadAfter(reading.publishedAt, now),
          }),
        });
        if (state === 'verified') await writes.addRead(key, now, reading.numbers);
      });
    }
  }

  return {
    /** The repeating follow-up sweep (follow-ups.ts). */
    followDue,

    /** In the deliver step's transaction: the links stored as `checking`, their read queued. */
    async delivered(
      tx: Tx,
      order: { id: number; sellerId: number | null; createdAt: Date },
      links: string[],
      at: Date,
    ) {
      const rows = links.map((url, position): NewOrderPost => {
        const link = postLinkOf(url);
        return {
          orderId: order.id,
          position,
          deliveredAt: at,
          url,
          platform: link?.platform ?? null,
          postId: link?.id ?? null,
          sellerId: order.sellerId,
          state: link ? (order.sellerId === null ? 'not_connected' : 'checking') : 'unsupported',
        };
      });
      await proofRepository(tx).replace(order.id, rows);
      if (order.sellerId === null || !rows.some((row) => row.state === 'checking')) return;
      await jobs.enqueue(
        'proof.verify',
        {
          orderId: order.id,
          deliveredAt: at.toISOString(),
          sellerId: order.sellerId,
          acceptedAt: order.createdAt.toISOString(),
        },
        { tx },
      );
    },

    /**
     * The job: every post still `checking` read at its platform. A platform that did not
     * answer (rate limit, outage) leaves its posts `checking` and the job queues itself again,
     * later each time (at least what the platform asked), up to RETRIES times; the others'
     * answers are kept.
     */
    async verify(job: ProofJobs['proof.verify']) {
      const rows = await repository.ofDelivery(job.orderId, new Date(job.deliveredAt));
      const byPlatform = new Map<ConnectPlatform, OrderPostRow[]>();
      for (const row of rows) {
        if (row.state !== 'checking' || !row.platform) continue;
        const platform = row.platform as ConnectPlatform;
        byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), row]);
      }
      let waitSeconds = 0;
      for (const [platform, platformRows] of byPlatform) {
        try {
          await checkPlatform(platform, platformRows, job);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          log.warn({ platform, order: job.orderId, kind: error.kind }, error.message);
          waitSeconds = Math.max(waitSeconds, error.retryAfterSeconds ?? 0, 1);
        }
      }
      const attempt = job.attempt ?? 0;
      if (waitSeconds === 0 || attempt >= RETRIES) return;
      const backoff = Math.min(RETRY_BASE_SECONDS * 4 ** attempt, RETRY_MAX_SECONDS);
      await jobs.enqueue(
        'proof.verify',
        { ...job, attempt: attempt + 1 },
        { runAt: new Date(clockNow().getTime() + Math.max(backoff, waitSeconds) * 1000) },
      );
    },

    /**
     * In the transaction that connects `platform` for a member: the posts of theirs left
     * `not_connected` (delivered before they connected, or while a refused token waited) are
     * read again, one job per delivery, as at delivery.
     */
    async connected(userId: number, platform: string, tx: Tx) {
      const deliveries = await proofRepository(tx).recheckNotConnected(userId, platform);
      for (const delivery of deliveries) {
        await jobs.enqueue(
          'proof.verify',
          {
            orderId: delivery.orderId,
            deliveredAt: delivery.deliveredAt.toISOString(),
            sellerId: userId,
            acceptedAt: delivery.acceptedAt.toISOString(),
          },
          { tx },
        );
      }
    },

    /** A delivered post's numbers over time; undefined when the order has no such post. */
    async history(orderId: number, position: number): Promise<PostReadPoint[] | undefined> {
      const reads = await repository.history(orderId, position);
      return reads?.map(({ orderId: _order, position: _position, at, ...numbers }) => ({
        ...numbers,
        at: at.toISOString(),
      }));
    },

    /** Why the delivery made at `deliveredAt` does not approve itself; null when it may. */
    async holdsApproval(orderId: number, deliveredAt: Date): Promise<string | null> {
      return holdReasonOf(await repository.ofDelivery(orderId, deliveredAt));
    },

    /**
     * The order's posts and their results, as its two members see them; a delivery its posts
     * hold (holdsApproval) shows no auto-approval moment.
     */
    async ofOrder(order: { id: number; price: number; state: string }): Promise<{
      posts: OrderPost[];
      results: OrderResults | null;
      auto_approves_at?: null;
    }> {
      const rows = await repository.ofOrders([order.id]);
      const held = order.state === 'delivered' && holdReasonOf(rows) !== null;
      return {
        posts: rows.map(presentPost),
        results: resultsOf(rows, order.price),
        ...(held && { auto_approves_at: null }),
      };
    },
  };
}

export type DeliveryProof = ReturnType<typeof deliveryProof>;
