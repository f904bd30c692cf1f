import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CANCEL_ALONE_AFTER_DAYS, DEAL_MESSAGES, type Order } from '@partnerly/shared';
import { adminAuditLog, orders } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { member } from './deals.fixtures';
import { act, api, app, DAY, deal, setUpDeals } from './deals.harness';

setUpDeals();

describe('cancelling', () => {
  it('cancels when one side asks and the other agrees', async () => {
    const { buyer, seller, order } = await deal();
    const asked = await act(seller, order.id, 'cancel', { reason: 'I fell ill' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<Order>().state).toBe('active');
    const again = await act(seller, order.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DEAL_MESSAGES.cancelAlreadyAsked });
    const agreed = await act(buyer, order.id, 'cancel');
    expect(agreed.json<Order>().state).toBe('cancelled');
    expect(agreed.json<Order>().timeline.map(({ by, kind, note }) => ({ by, kind, note }))).toEqual(
      [
        { by: seller.username, kind: 'created', note: '' },
        { by: seller.username, kind: 'cancel_requested', note: 'I fell ill' },
        { by: buyer.username, kind: 'cancelled', note: '' },
      ],
    );
  });

  it('lets the buyer cancel alone only once the due date passed 3 days ago without a delivery', async () => {
    const { buyer, order } = await deal();
    const dueEnds = Date.parse(`${order.due_date}T00:00:00Z`) + DAY;
    const service = app.services.orderActions;
    const user = await app.services.users.findById(buyer.id);
    if (!user) throw new Error('no user');
    // Two days after the due date: only a request.
    const early = await withClockAhead(dueEnds + 2 * DAY - Date.now(), () =>
      service.cancel(user, order.id),
    );
    expect(early.state).toBe('active');
    await app.database.db
      .update(orders)
      .set({ cancelRequestedBy: null })
      .where(eq(orders.id, order.id));
    const late = await withClockAhead(
      dueEnds + CANCEL_ALONE_AFTER_DAYS * DAY + 60_000 - Date.now(),
      () => service.cancel(user, order.id),
    );
    expect(late.state).toBe('cancelled');
  });
});

describe('disputes', () => {
  it('are resolved by an admin with a note both members see, written to the audit log', async () => {
    const { buyer, seller, order } = await deal();
    const admin = await member(app, { admin: true });
    const disputed = await act(buyer, order.id, 'dispute', { reason: 'Nothing arrived' });
    expect(disputed.json<Order>().state).toBe('disputed');

    // Not an admin: 404 before the body is read (an empty body would otherwise be a 400).
    const refused = await api.post(seller, `/api/admin/orders/${order.id}/resolve/`);
    expect(refused.statusCode).toBe(404);
    expect((await api.get(seller, '/api/admin/orders/')).statusCode).toBe(404);

    const bad = await api.post(admin, `/api/admin/orders/${order.id}/resolve/`, {
      outcome: 'paid',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['note', 'outcome']);

    const listed = await api.get(admin, `/api/admin/orders/?q=${buyer.username}`);
    expect(listed.json<Order[]>().map((item) => [item.id, item.state])).toEqual([
      [order.id, 'disputed'],
    ]);
    const byNumber = await api.get(
      admin,
      `/api/admin/orders/?q=P-${String(order.id).padStart(6, '0')}`,
    );
    expect(byNumber.json<Order[]>().map((item) => item.id)).toEqual([order.id]);

    const resolved = await api.post(admin, `/api/admin/orders/${order.id}/resolve/`, {
      outcome: 'cancelled',
      note: 'Refunded outside Partnerly',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<Order>().state).toBe('cancelled');
    const seen = (await api.get(seller, `/api/orders/${order.id}/`)).json<Order>();
    expect(seen.timeline.at(-1)).toMatchObject({
      by: null,
      kind: 'resolved',
      note: 'Refunded outside Partnerly',
    });
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'order.resolve'),
          eq(adminAuditLog.target, `order:${order.id}`),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.adminId).toBe(admin.id);

    const twice = await api.post(admin, `/api/admin/orders/${order.id}/resolve/`, {
      outcome: 'completed',
      note: 'again',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('show an admin the order with the newest messages of its conversation', async () => {
    const { buyer, seller, order } = await deal();
    const admin = await member(app, { admin: true });
    const sender = await app.services.users.findById(buyer.id);
    if (!sender) throw new Error('no user');
    await app.services.chat.send(sender, 'Where is the reel?', seller.username);
    expect((await api.get(seller, `/api/admin/orders/${order.id}/`)).statusCode).toBe(404);
    const detail = await api.get(admin, `/api/admin/orders/${order.id}/`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ order: Order; conversation: { sender: string; text: string }[] }>();
    expect(body.order.id).toBe(order.id);
    expect(body.conversation.map(({ sender: who, text }) => ({ who, text }))).toEqual([
      { who: buyer.username, text: 'Where is the reel?' },
    ]);
    expect((await api.get(admin, `/api/admin/orders/${order.id + 1000}/`)).statusCode).toBe(404);
  });

  it('lists open disputes first in the admin tab', async () => {
    const admin = await member(app, { admin: true });
    const quiet = await deal();
    const disputed = await deal();
    const later = await deal();
    await act(disputed.seller, disputed.order.id, 'dispute', { reason: 'No reply' });
    const all = (await api.get(admin, '/api/admin/orders/')).json<Order[]>().map((item) => item.id);
    expect(all[0]).toBe(disputed.order.id);
    expect(all.indexOf(later.order.id)).toBeLessThan(all.indexOf(quiet.order.id));
    const onlyDisputed = await api.get(admin, '/api/admin/orders/?state=disputed');
    expect(onlyDisputed.json<Order[]>().every((item) => item.state === 'disputed')).toBe(true);
  });
});
