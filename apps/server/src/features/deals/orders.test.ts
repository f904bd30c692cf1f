import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES, type Order } from '@partnerly/shared';
import { orders } from '../../db/schema';
import { ORDER_TRANSITIONS, type OrderAction } from './deal-rules';
import { member, type Member } from './deals.fixtures';
import { act, api, app, db, deal, setUpDeals } from './deals.harness';

setUpDeals();

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
    // The order's own page adds its delivered posts (issue 47): the second cut had no links.
    expect((await api.get(seller, `/api/orders/${order.id}/`)).json()).toEqual({
      ...final,
      posts: [],
      results: null,
    });
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

  it("answers an Explorer 404 for another member's order (any plan may buy, decision 107)", async () => {
    const { buyer, order } = await deal();
    const explorer = await member(app, { paid: false });
    expect((await api.get(explorer, `/api/orders/${order.id}/`)).statusCode).toBe(404);
    expect((await api.get(explorer, '/api/orders/')).json()).toEqual([]);
    expect((await api.get(buyer, `/api/orders/${order.id}/`)).statusCode).toBe(200);
  });
});
