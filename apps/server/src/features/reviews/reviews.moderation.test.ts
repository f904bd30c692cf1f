import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES, type AdminReportGroup, type OrderReview } from '@partnerly/shared';
import { adminAuditLog, reports } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { reviewsApi } from './reviews.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof reviewsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = reviewsApi(app);
});
afterAll(async () => {
  await app.close();
});

/** A published review the buyer wrote of the seller. */
async function publishedReview(text = 'Rude and late, do not hire.') {
  const { buyer, seller, order } = await api.pair();
  const review = (await api.review(buyer, order.id, { rating: 1, text })).json<OrderReview>();
  await api.review(seller, order.id, { rating: 5 });
  return { buyer, seller, order, review };
}

describe('reporting a review and hiding it', () => {
  it('is reported like a message, hidden by an admin with a reason (audited), its reports closed', async () => {
    const { seller, review } = await publishedReview();
    const reported = await api.post(seller, '/api/report/', {
      target: 'review',
      id: review.id,
      reason: 'inappropriate',
      details: 'Not what happened.',
    });
    expect(reported.statusCode).toBe(201);

    const admin = await api.member({ admin: true });
    const open = (await api.get(admin, '/api/admin/reports/')).json<{
      reports: AdminReportGroup[];
    }>();
    const group = open.reports.find((item) => item.target === 'review' && item.id === review.id);
    expect(group).toMatchObject({
      preview: '1★ Rude and late, do not hire.',
      content_exists: true,
    });
    // Removing without a reason is refused: a review is hidden with one.
    const removed = await api.post(admin, '/api/admin/reports/remove/', {
      target: 'review',
      id: review.id,
    });
    expect(removed.statusCode).toBe(400);

    const url = `/api/admin/reviews/${review.id}/hide/`;
    const empty = await api.post(admin, url, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['reason']);
    const hidden = await api.post(admin, url, { reason: 'Personal attack' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ detail: REVIEW_MESSAGES.hiddenDone });
    expect((await api.post(admin, url, { reason: 'Again' })).statusCode).toBe(409);

    expect(await api.page(seller.username)).toEqual({ average: null, count: 0, items: [] });
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'review.hide'),
          eq(adminAuditLog.target, `review:${review.id}`),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ reason: 'Personal attack' });
    const left = await app.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.target, 'review'), eq(reports.targetId, review.id)));
    expect(left.map((row) => row.status)).toEqual(['removed']);
    // A hidden review takes no reply.
    const reply = await api.post(seller, `/api/reviews/${review.id}/reply/`, { text: 'Thanks' });
    expect(reply.statusCode).toBe(409);
  });

  it('keeps hiding to admins (404) and blind reviews unreportable (404)', async () => {
    const { seller, review } = await publishedReview();
    const member = await api.member();
    const url = `/api/admin/reviews/${review.id}/hide/`;
    expect((await api.post(member, url, { reason: 'x' })).statusCode).toBe(404);
    expect((await api.page(seller.username)).count).toBe(1);
    const admin = await api.member({ admin: true });
    expect(
      (await api.post(admin, '/api/admin/reviews/2000000/hide/', { reason: 'x' })).statusCode,
    ).toBe(404);

    const { buyer, order } = await api.pair();
    const blind = (await api.review(buyer, order.id, { rating: 5 })).json<OrderReview>();
    const report = await api.post(member, '/api/report/', {
      target: 'review',
      id: blind.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
  });
});
