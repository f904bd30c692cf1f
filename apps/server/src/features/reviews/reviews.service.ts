import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type OrderReview,
  type OrderReviews,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { User } from '../users/user';
import type { AuditLog, CompletedOrders, ReviewReports } from './review-ports';
import { presentOrderReview } from './reviews.presenter';
import { reviewsRepository } from './reviews.repository';

const DAY_MS = 24 * 60 * 60_000;

/** The last moment to review an order that completed at `completedAt`. */
const reviewUntil = (completedAt: Date) =>
  new Date(completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS);

export interface ReviewsDependencies {
  db: Database;
  orders: CompletedOrders;
  audit: AuditLog;
  reports: ReviewReports;
}

/**
 * Blind two-way reviews of completed orders (issue 33, docs/decisions/052): each side reviews
 * the other once within 30 days; a review is published when both wrote theirs or after 14
 * days (the publishing job), then shows on the reviewed member's page with one reply.
 */
export function reviewsService({ db, orders, audit, reports }: ReviewsDependencies) {
  const repository = reviewsRepository(db);

  return {
    /** POST api/orders/{id}/review/: 404 for others' orders, 409 unless completed and in time. */
    async write(
      me: User,
      orderId: number,
      input: { rating: number; text: string },
    ): Promise<OrderReview> {
      const { order, counterpartId, completedAt } = await orders.completion(me, orderId);
      if (!completedAt) throw conflict(REVIEW_MESSAGES.notCompleted);
      const now = clockNow();
      if (now > reviewUntil(completedAt)) throw conflict(REVIEW_MESSAGES.windowClosed);
      // The other member left Partnerly: there is nobody to review.
      if (counterpartId === null) throw notFound();
      return inTransaction(db, async (tx) => {
        const reviews = reviewsRepository(tx);
        await reviews.lockOrder(orderId);
        const row = await reviews.add({
          orderId,
          reviewerId: me.id,
          revieweeId: counterpartId,
          rating: input.rating,
          text: input.text,
          orderTitle: order.title,
          orderCompletedAt: completedAt,
          createdAt: now,
          publishAfter: new Date(now.getTime() + REVIEW_LIMITS.blindDays * DAY_MS),
        });
        if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        const both = (await reviews.ofOrder(orderId)).length === 2;
        if (!both) return presentOrderReview(row);
        await reviews.publishOrder(orderId, now);
        return presentOrderReview({ ...row, publishedAt: now });
      });
    },

    /** GET api/orders/{id}/review/: the member's review and, once published, the other's. */
    async ofOrder(me: User, orderId: number): Promise<OrderReviews> {
      const { completedAt } = await orders.completion(me, orderId);
      const rows = await repository.ofOrder(orderId);
      const mine = rows.find((row) => row.reviewerId === me.id);
      const theirs = rows.find((row) => row.revieweeId === me.id && row.publishedAt !== null);
      const until = completedAt && reviewUntil(completedAt);
      return {
        can_review: !mine && until !== null && clockNow() <= until,
        review_until: until?.toISOString() ?? null,
        mine: mine ? presentOrderReview(mine) : null,
        theirs: theirs ? presentOrderReview(theirs) : null,
      };
    },

    /** POST api/reviews/{id}/reply/: the reviewed member's one public answer. */
    async reply(me: User, id: number, text: string): Promise<OrderReview> {
      const review = await repository.find(id);
      // A blind review is not theirs to see yet.
      if (!review || review.revieweeId !== me.id || !review.publishedAt) throw notFound();
      if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.hidden);
      const replied = await repository.reply(id, text, clockNow());
      if (!replied) throw conflict(REVIEW_MESSAGES.alreadyReplied);
      return presentOrderReview(replied);
    },

    /** POST api/admin/reviews/{id}/hide/: hidden everywhere, audited, its reports closed. */
    async hide(admin: { id: number; username: string }, id: number, reason: string) {
      const review = await repository.find(id);
      if (!review) throw notFound();
      await inTransaction(db, async (tx) => {
        const hidden = await reviewsRepository(tx).hide(id, reason, admin.id, clockNow());
        if (!hidden) throw conflict(REVIEW_MESSAGES.alreadyHidden);
        await audit.record(
          {
            admin,
            action: 'review.hide',
            target: `review:${id}`,
            details: { reason, reviewer: review.reviewerId, reviewee: review.revieweeId },
          },
          tx,
        );
      });
      await reports.resolve('review', id, 'removed', admin.id);
      return { detail: REVIEW_MESSAGES.hiddenDone };
    },

    /** The publishing job: blind reviews whose 14 days are over become public. */
    publishDue: () => repository.publishDue(clockNow()),
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
