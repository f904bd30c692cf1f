import { describe, expect, it } from 'vitest';
import { AUTO_APPROVAL_DAYS, DEAL_REMINDER_HOURS, type Order } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { act, api, app, DAY, db, deal, HOUR, setUpDeals } from './deals.harness';

setUpDeals();

describe('the auto-approval job', () => {
  it('approves a delivery left unanswered for 3 days, and not before', async () => {
    const { seller, order } = await deal();
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
    const deliveredAt = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
    await withClockAhead(AUTO_APPROVAL_DAYS * DAY - 60_000, () =>
      app.services.orderTimers.autoApprove(order.id, deliveredAt),
    );
    expect((await db.order(order.id))?.state).toBe('delivered');
    await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 60_000, () =>
      eventually(
        async () => (await db.order(order.id))?.state === 'completed',
        'the auto-approval',
      ),
    );
    const timeline = await db.timeline(order.id);
    expect(timeline.map((entry) => [entry.kind, entry.byId])).toEqual([
      ['created', seller.id],
      ['delivered', seller.id],
      ['auto_approved', null],
    ]);
  });

  it('leaves alone a delivery that was answered, and a later delivery keeps its own clock', async () => {
    const { buyer, seller, order } = await deal(1);
    await api.deliver(seller, order.id);
    const first = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
    await act(buyer, order.id, 'request-changes', { note: 'Louder music' });
    await withClockAhead(DAY, () => app.services.orderTimers.autoApprove(order.id, first));
    expect((await db.order(order.id))?.state).toBe('changes_requested');
  });

  it('races the buyer’s approval: exactly one of them completes the order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await deal();
      await api.deliver(seller, order.id);
      const deliveredAt = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
      const user = await app.services.users.findById(buyer.id);
      if (!user) throw new Error('no user');
      const service = app.services.orderActions;
      const [approval] = await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 1000, () =>
        Promise.all([
          service.approve(user, order.id).then(
            () => 'won',
            (error: { statusCode?: number }) => error.statusCode,
          ),
          app.services.orderTimers.autoApprove(order.id, deliveredAt),
        ]),
      );
      const kinds = (await db.timeline(order.id)).map((entry) => entry.kind);
      const closing = kinds.filter((kind) => kind === 'approved' || kind === 'auto_approved');
      expect(closing).toHaveLength(1);
      expect(closing[0]).toBe(approval === 'won' ? 'approved' : 'auto_approved');
      if (approval !== 'won') expect(approval).toBe(409);
      expect((await db.order(order.id))?.state).toBe('completed');
    }
  });

  it('shows on a delivered order when it approves itself: the moment its job runs', async () => {
    const { buyer, seller, order } = await deal(1);
    expect(order.auto_approves_at).toBeNull();
    const delivered = (await api.deliver(seller, order.id)).json<Order>();
    const deliveredAt = delivered.delivery?.at ?? '';
    const approvesAt = delivered.auto_approves_at ?? '';
    expect(Date.parse(approvesAt) - Date.parse(deliveredAt)).toBe(AUTO_APPROVAL_DAYS * DAY);
    const job = (await db.jobsNamed('deals.auto-approval')).find(
      (each) => (each.payload as { orderId: number }).orderId === order.id,
    );
    expect(job?.runAt.toISOString()).toBe(approvesAt);
    const reminder = (await db.jobsNamed('deals.reminder')).find(
      (each) =>
        (each.payload as { orderId: number; kind: string }).kind === 'auto-approval' &&
        (each.payload as { orderId: number }).orderId === order.id,
    );
    expect(reminder?.runAt.getTime()).toBe(Date.parse(approvesAt) - DEAL_REMINDER_HOURS * HOUR);
    const seen = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(seen.auto_approves_at).toBe(approvesAt);

    // A minute before that moment the job leaves it; from the moment on it approves.
    const untilThen = Date.parse(approvesAt) - Date.now();
    const { autoApprove } = app.services.orderTimers;
    await withClockAhead(untilThen - 60_000, () => autoApprove(order.id, deliveredAt));
    expect((await db.order(order.id))?.state).toBe('delivered');
    await withClockAhead(untilThen, () => autoApprove(order.id, deliveredAt));
    const approved = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(approved).toMatchObject({ state: 'completed', auto_approves_at: null });
  });

  it('has no deadline while changes are asked for', async () => {
    const { buyer, seller, order } = await deal(1);
    await api.deliver(seller, order.id);
    const asked = await act(buyer, order.id, 'request-changes', { note: 'Louder music' });
    expect(asked.json<Order>()).toMatchObject({
      state: 'changes_requested',
      auto_approves_at: null,
    });
  });
});
