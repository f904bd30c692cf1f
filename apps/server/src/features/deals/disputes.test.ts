import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUTO_APPROVAL_DAYS,
  DISPUTE_MESSAGES,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  businessDaysAfter,
  type DisputeData,
  type Order,
} from '@partnerly/shared';
import { adminAuditLog, disputeCases, orderDisputes } from '../../db/schema';
import { member, type Member } from './deals.fixtures';
import { act, api, app, DAY, db, deal, setUpDeals } from './deals.harness';

setUpDeals();

const put = (who: Member, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: who.headers, payload });
const caseOf = (who: Member, id: number, text: string) =>
  put(who, `/api/orders/${id}/dispute/case/`, { text });
const disputeOf = async (who: Member, id: number) =>
  (await api.get(who, `/api/orders/${id}/dispute/`)).json<DisputeData>().dispute;
const auditActions = async (id: number) =>
  (
    await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${id}`))
      .orderBy(adminAuditLog.id)
  ).map((row) => row.action);

/** An order the buyer disputed, with their reason as their case. */
async function disputed(delivered = false) {
  const found = await deal();
  if (delivered) await api.deliver(found.seller, found.order.id);
  const opened = await act(found.buyer, found.order.id, 'dispute', { reason: 'Only one reel' });
  expect(opened.json<Order>().state).toBe('disputed');
  return found;
}

describe('the resolution centre', () => {
  it('walks a dispute: the opener’s case, the answer, a split proposed and confirmed', async () => {
    const { buyer, seller, order } = await disputed();
    const opened = await disputeOf(seller, order.id);
    expect(opened).toMatchObject({
      opened_by: buyer.username,
      previous_state: 'active',
      open: true,
      cases: { buyer: { text: 'Only one reel' }, seller: null },
      proposal: null,
    });
    expect(opened?.respond_by).toBe(
      businessDaysAfter(
        new Date(opened?.opened_at ?? ''),
        DISPUTE_RESPONSE_BUSINESS_DAYS,
      ).toISOString(),
    );

    expect((await caseOf(seller, order.id, 'The second one is scheduled')).statusCode).toBe(200);
    expect((await caseOf(seller, order.id, 'The second one is live now')).statusCode).toBe(200);
    const proposed = await act(seller, order.id, 'dispute/proposal', { seller_amount: 900 });
    expect(proposed.statusCode).toBe(200);
    expect((await disputeOf(buyer, order.id))?.proposal).toMatchObject({
      by: seller.username,
      seller_amount: 900,
      refund_amount: 300,
    });
    // The proposer cannot confirm their own proposal, nor a confirmation a changed amount.
    const own = await act(seller, order.id, 'dispute/settle', { seller_amount: 900 });
    expect(own.json()).toEqual({ detail: DISPUTE_MESSAGES.ownProposal });
    const stale = await act(buyer, order.id, 'dispute/settle', { seller_amount: 800 });
    expect(stale.json()).toEqual({ detail: DISPUTE_MESSAGES.proposalChanged });

    const settled = await act(buyer, order.id, 'dispute/settle', { seller_amount: 900 });
    expect(settled.statusCode).toBe(200);
    expect(settled.json<Order>().state).toBe('completed');
    const view = await disputeOf(buyer, order.id);
    expect(view).toMatchObject({
      open: false,
      cases: { seller: { text: 'The second one is live now' } },
    });
    expect(settled.json<Order>().timeline.map(({ by, kind }) => [by, kind])).toEqual([
      [seller.username, 'created'],
      [buyer.username, 'disputed'],
      [seller.username, 'dispute_case'],
      [seller.username, 'dispute_case'],
      [seller.username, 'split_proposed'],
      [buyer.username, 'settled'],
    ]);
    expect(settled.json<Order>().timeline.at(-1)?.note).toBe(
      '$900 to the seller, $300 back to the buyer',
    );
    expect(await auditActions(order.id)).toEqual([
      'order.dispute.open',
      'order.dispute.case',
      'order.dispute.case',
      'order.dispute.propose',
      'order.dispute.settle',
    ]);
    // Closed: the cases are no longer editable.
    expect((await caseOf(buyer, order.id, 'More')).statusCode).toBe(409);
  });

  it('withdraws to the state the dispute paused, restarting a delivery’s review time', async () => {
    const { buyer, seller, order } = await disputed(true);
    const before = (await db.order(order.id))?.deliveredAt?.getTime() ?? 0;
    const withdrawn = await act(seller, order.id, 'dispute/withdraw');
    expect(withdrawn.statusCode).toBe(200);
    const back = withdrawn.json<Order>();
    expect(back.state).toBe('delivered');
    expect(back.timeline.at(-1)).toMatchObject({ by: seller.username, kind: 'dispute_withdrawn' });
    const restarted = Date.parse(back.delivery?.at ?? '');
    expect(restarted).toBeGreaterThan(before);
    expect(Date.parse(back.auto_approves_at ?? '')).toBe(restarted + AUTO_APPROVAL_DAYS * DAY);
    const approvals = await db.jobsNamed('deals.auto-approval');
    expect(
      approvals.some(
        (job) =>
          (job.payload as { orderId: number }).orderId === order.id &&
          job.runAt.getTime() === restarted + AUTO_APPROVAL_DAYS * DAY,
      ),
    ).toBe(true);
    expect(await auditActions(order.id)).toEqual(['order.dispute.open', 'order.dispute.withdraw']);
    // A second withdrawal finds no dispute; the buyer can report again, with a fresh dispute.
    expect((await act(buyer, order.id, 'dispute/withdraw')).statusCode).toBe(409);
    await act(buyer, order.id, 'dispute', { reason: 'Still wrong' });
    expect(await disputeOf(buyer, order.id)).toMatchObject({ open: true, proposal: null });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { buyer, order } = await disputed();
    const cases = [
      ['case', { text: '' }, 'text'],
      ['case', { text: 'a\u0000b' }, 'text'],
      ['case', { text: 'x'.repeat(2001) }, 'text'],
      ['proposal', { seller_amount: '900' }, 'seller_amount'],
      ['proposal', { seller_amount: 9.5 }, 'seller_amount'],
      ['proposal', { seller_amount: 0 }, 'seller_amount'],
      ['proposal', { seller_amount: 1200 }, 'seller_amount'],
      ['settle', {}, 'seller_amount'],
    ] as const;
    for (const [route, body, field] of cases) {
      const url = `/api/orders/${order.id}/dispute/${route}/`;
      const response =
        route === 'case' ? await put(buyer, url, body) : await api.post(buyer, url, body);
      expect(response.statusCode, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect(await db.timeline(order.id)).toHaveLength(2);
    const [row] = await app.database.db
      .select()
      .from(orderDisputes)
      .where(eq(orderDisputes.orderId, order.id));
    expect(row?.proposedSellerAmount).toBeNull();
    const stored = await app.database.db
      .select()
      .from(disputeCases)
      .where(eq(disputeCases.orderId, order.id));
    expect(stored.map((each) => each.text)).toEqual(['Only one reel']);
  });

  it("answers 404 for another member's order, on any plan, and changes nothing", async () => {
    const { order } = await disputed();
    const stranger = await member(app);
    const explorer = await member(app, { paid: false });
    for (const [who, status] of [
      [stranger, 404],
      [explorer, 404],
    ] as const) {
      expect((await api.get(who, `/api/orders/${order.id}/dispute/`)).statusCode).toBe(status);
      expect((await caseOf(who, order.id, 'Mine')).statusCode).toBe(status);
      for (const [route, body] of [
        ['withdraw', {}],
        ['proposal', { seller_amount: 100 }],
        ['settle', { seller_amount: 100 }],
      ] as const) {
        const response = await act(who, order.id, `dispute/${route}`, body);
        expect(response.statusCode, route).toBe(status);
      }
    }
    expect((await api.get(stranger, `/api/admin/orders/${order.id}/dispute/`)).statusCode).toBe(
      404,
    );
    expect((await db.order(order.id))?.state).toBe('disputed');
    expect(await db.timeline(order.id)).toHaveLength(2);
  });

  it('refuses every step on an order that is not disputed, with 409', async () => {
    const { buyer, seller, order } = await deal();
    expect(await disputeOf(buyer, order.id)).toBeNull();
    for (const who of [buyer, seller]) {
      expect((await caseOf(who, order.id, 'Mine')).statusCode).toBe(409);
      for (const [route, body] of [
        ['withdraw', {}],
        ['proposal', { seller_amount: 100 }],
        ['settle', { seller_amount: 100 }],
      ] as const) {
        const response = await act(who, order.id, `dispute/${route}`, body);
        expect(response.statusCode, route).toBe(409);
        expect(response.json()).toEqual({ detail: DISPUTE_MESSAGES.notOpen });
      }
    }
    const { buyer: other, order: open } = await disputed();
    const none = await act(other, open.id, 'dispute/settle', { seller_amount: 100 });
    expect(none.json()).toEqual({ detail: DISPUTE_MESSAGES.noProposal });
    expect(await db.timeline(order.id)).toHaveLength(1);
  });

  it('shows an admin both cases and the proposal beside the order', async () => {
    const { seller, order } = await disputed();
    const admin = await member(app, { admin: true });
    await caseOf(seller, order.id, 'Posted on time');
    const view = await api.get(admin, `/api/admin/orders/${order.id}/dispute/`);
    expect(view.statusCode).toBe(200);
    expect(view.json<DisputeData>().dispute?.cases).toMatchObject({
      buyer: { text: 'Only one reel' },
      seller: { text: 'Posted on time' },
    });
    expect((await api.get(admin, `/api/admin/orders/${order.id + 9999}/dispute/`)).statusCode).toBe(
      404,
    );
  });
});
