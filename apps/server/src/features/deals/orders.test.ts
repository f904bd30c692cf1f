import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AUTO_APPROVAL_DAYS,
  CANCEL_ALONE_AFTER_DAYS,
  DEAL_MESSAGES,
  type Order,
} from '@partnerly/shared';
import { adminAuditLog, orders } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { ORDER_TRANSITIONS, type OrderAction } from './deal-rules';
import { dealsApi, member, stored, type Member } from './deals.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;
let db: ReturnType<typeof stored>;

beforeAll(async () => {
  app = await createTestApp();
  api = dealsApi(app);
  db = stored(app);
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60_000;

async function deal(revisions = 1) {
  const buyer = await member(app);
  const seller = await member(app);
  const order = await api.order(buyer, seller, { revisions });
  return { buyer, seller, order };
}

const act = (who: Member, id: number, action: string, body: object = {}) =>
  api.post(who, `/api/orders/${id}/${action}/`, body);

/** A valid body for each member action. */
const BODIES: Record<string, object> = {
  deliver: { note: 'Done.', links: ['https://cdn.example.com/a.mp4'] },
  approve: {},
  'request-changes': { note: 'Shorter intro, please.' },
  cancel: {},
  dispute: { reason: 'Nothing was delivered.' },
};
const ROUTE_OF: Partial<Record<OrderAction, string>> = {
  deliver: 'deliver',
  approve: 'approve',
  request_changes: 'request-changes',
  cancel: 'cancel',
  dispute: 'dispute',
};

/** Moves an order straight to a state (to walk the table), as the steps would have left it. */
async function putInState(id: number, state: Order['state']) {
  await app.database.db
    .update(orders)
    .set({ state, deliveredAt: state === 'delivered' ? new Date() : null })
    .where(eq(orders.id, id));
}

describe('an order from start to finish', () => {
  it('goes delivered, changes requested, delivered again, approved, with its timeline', async () => {
    const { buyer, seller, order } = await deal(1);

    const delivered = await act(seller, order.id, 'deliver', {
      note: 'First cut',
      links: ['https://cdn.example.com/1.mp4', 'http://example.org/2'],
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<Order>()).toMatchObject({
      state: 'delivered',
      delivery: {
        note: 'First cut',
        links: ['https://cdn.example.com/1.mp4', 'http://example.org/2'],
      },
    });

    const changes = await act(buyer, order.id, 'request-changes', { note: 'Shorter intro' });
    expect(changes.json<Order>()).toMatchObject({ state: 'changes_requested', revisions_left: 0 });

    expect((await act(seller, order.id, 'deliver', { note: 'Second cut' })).statusCode).toBe(200);
    // No revision is left: the buyer approves or disputes.
    const noMore = await act(buyer, order.id, 'request-changes', { note: 'Again' });
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json()).toEqual({ detail: DEAL_MESSAGES.noRevisionsLeft });

    const approved = await act(buyer, order.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const final = approved.json<Order>();
    expect(final.state).toBe('completed');
    expect(final.timeline.map(({ by, kind, note }) => ({ by, kind, note }))).toEqual([
      { by: seller.username, kind: 'created', note: '' },
      { by: seller.username, kind: 'delivered', note: 'First cut' },
      { by: buyer.username, kind: 'changes_requested', note: 'Shorter intro' },
      { by: seller.username, kind: 'delivered', note: 'Second cut' },
      { by: buyer.username, kind: 'approved', note: '' },
    ]);
    expect((await api.get(seller, `/api/orders/${order.id}/`)).json()).toEqual(final);
    // "Download my data" holds the order and its timeline, from the member's side.
    const exported = (await api.get(seller, '/api/export/')).json<{
      orders: { id: number; my_side: string; state: string; timeline: { by_me: boolean }[] }[];
      offers: { made_by_me: boolean }[];
    }>();
    expect(exported.orders).toMatchObject([
      { id: order.id, my_side: 'seller', state: 'completed' },
    ]);
    expect(exported.orders[0]?.timeline.map((entry) => entry.by_me)).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(exported.offers).toMatchObject([{ made_by_me: false }]);
    const completed = await api.get(buyer, '/api/orders/?state=completed');
    expect(completed.json<Order[]>().map((item) => item.id)).toEqual([order.id]);
    expect((await api.get(buyer, '/api/orders/?state=active')).json()).toEqual([]);
    const withSeller = await api.get(buyer, `/api/orders/?with=${seller.username}`);
    expect(withSeller.json<Order[]>().map((item) => item.id)).toEqual([order.id]);
    const stranger = await member(app);
    expect((await api.get(buyer, `/api/orders/?with=${stranger.username}`)).json()).toEqual([]);
  });

  it('refuses every step the viewer’s side or the state does not allow, with 409', async () => {
    for (const state of [
      'active',
      'delivered',
      'changes_requested',
      'completed',
      'cancelled',
      'disputed',
    ] as const) {
      const { buyer, seller, order } = await deal(2);
      await putInState(order.id, state);
      for (const [action, rule] of Object.entries(ORDER_TRANSITIONS)) {
        const route = ROUTE_OF[action as OrderAction];
        if (!route) continue;
        for (const [side, who] of [
          ['buyer', buyer],
          ['seller', seller],
        ] as const) {
          const allowedSide = rule.by === 'either' || rule.by === side;
          if (allowedSide && rule.from.includes(state)) continue;
          const response = await act(who, order.id, route, BODIES[route]);
          expect(response.statusCode, `${side} ${action} on ${state}`).toBe(409);
          expect(Object.keys(response.json())).toEqual(['detail']);
        }
      }
      expect((await db.order(order.id))?.state).toBe(state);
      expect(await db.timeline(order.id)).toHaveLength(1);
    }
  });

  it("answers 404 for another member's order, and changes nothing", async () => {
    const { order } = await deal();
    const stranger = await member(app);
    expect((await api.get(stranger, `/api/orders/${order.id}/`)).statusCode).toBe(404);
    for (const route of Object.keys(BODIES)) {
      const response = await act(stranger, order.id, route, BODIES[route]);
      expect(response.statusCode, route).toBe(404);
    }
    expect((await api.get(stranger, '/api/orders/')).json()).toEqual([]);
    expect(await db.timeline(order.id)).toHaveLength(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { buyer, seller, order } = await deal();
    const cases: [Member, string, object, string][] = [
      [seller, 'deliver', { note: '' }, 'note'],
      [seller, 'deliver', { note: 'ok', links: ['javascript:alert(1)'] }, 'links'],
      [seller, 'deliver', { note: 'ok', links: Array(11).fill('https://a.example/') }, 'links'],
      [seller, 'deliver', { note: 'x'.repeat(1001) }, 'note'],
      [buyer, 'request-changes', {}, 'note'],
      [buyer, 'dispute', { reason: '' }, 'reason'],
      [buyer, 'cancel', { reason: 'x'.repeat(1001) }, 'reason'],
    ];
    for (const [who, route, body, field] of cases) {
      const response = await act(who, order.id, route, body);
      expect(response.statusCode, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    }
    expect((await db.order(order.id))?.state).toBe('active');
    expect(await db.timeline(order.id)).toHaveLength(1);
  });

  it('answers 403 to a member whose Full Access ended', async () => {
    const { buyer, order } = await deal();
    const explorer = await member(app, { paid: false });
    expect((await api.get(explorer, `/api/orders/${order.id}/`)).statusCode).toBe(403);
    expect((await api.get(explorer, '/api/orders/')).statusCode).toBe(403);
    expect((await api.get(buyer, `/api/orders/${order.id}/`)).statusCode).toBe(200);
  });
});

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
    const service = app.services.deals.orders;
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

describe('the auto-approval job', () => {
  it('approves a delivery left unanswered for 3 days, and not before', async () => {
    const { seller, order } = await deal();
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
    const deliveredAt = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
    await withClockAhead(AUTO_APPROVAL_DAYS * DAY - 60_000, () =>
      app.services.deals.timers.autoApprove(order.id, deliveredAt),
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
    await withClockAhead(DAY, () => app.services.deals.timers.autoApprove(order.id, first));
    expect((await db.order(order.id))?.state).toBe('changes_requested');
  });

  it('races the buyer’s approval: exactly one of them completes the order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await deal();
      await api.deliver(seller, order.id);
      const deliveredAt = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
      const user = await app.services.users.findById(buyer.id);
      if (!user) throw new Error('no user');
      const service = app.services.deals.orders;
      const [approval] = await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 1000, () =>
        Promise.all([
          service.approve(user, order.id).then(
            () => 'won',
            (error: { statusCode?: number }) => error.statusCode,
          ),
          app.services.deals.timers.autoApprove(order.id, deliveredAt),
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
});
