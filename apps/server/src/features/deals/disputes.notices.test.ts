import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { app, pushesTo, pushService, setUpNoticeApp } from '../../test/notice-app';
import { dealsApi, member, type Member } from './deals.fixtures';

let api: ReturnType<typeof dealsApi>;
setUpNoticeApp((ready) => {
  api = dealsApi(ready);
});

/** A member with a browser subscribed to pushes. */
async function subscribed(): Promise<Member & { endpoint: string }> {
  const someone = await member(app);
  const subscription = pushService.subscription();
  expect((await api.post(someone, '/api/push/subscriptions/', subscription)).statusCode).toBe(201);
  return { ...someone, endpoint: subscription.endpoint };
}

const bodiesTo = (endpoint: string) =>
  pushesTo(endpoint).map((payload) => (payload as { body: string }).body);
const pushTo = (endpoint: string, body: RegExp) =>
  eventually(
    () => bodiesTo(endpoint).find((text) => body.test(text)),
    `a push "${body.source}"`,
    30_000,
  );

describe('the resolution centre’s notices (decision 106)', { timeout: 90_000 }, () => {
  it('tell the other side of a first case, a proposal and a withdrawal, never the actor', async () => {
    const buyer = await subscribed();
    const seller = await subscribed();
    const order = await api.order(buyer, seller, { title: 'Autumn stories' });
    const put = (who: Member, text: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/dispute/case/`,
        headers: who.headers,
        payload: { text },
      });
    await api.post(buyer, `/api/orders/${order.id}/dispute/`, { reason: 'Nothing arrived' });
    await pushTo(seller.endpoint, /reported a problem with "Autumn stories"/);

    await put(seller, 'The brief came late');
    await pushTo(buyer.endpoint, /stated their case about "Autumn stories"/);
    await api.post(buyer, `/api/orders/${order.id}/dispute/proposal/`, { seller_amount: 100 });
    await pushTo(seller.endpoint, /proposed a split of the payment for "Autumn stories"/);
    await api.post(seller, `/api/orders/${order.id}/dispute/withdraw/`);
    await pushTo(buyer.endpoint, /withdrew the problem reported with "Autumn stories"/);

    // An edit of a case already stated is not news: the proposal after it arrives alone.
    await api.post(buyer, `/api/orders/${order.id}/dispute/`, { reason: 'Still nothing' });
    await put(seller, 'The brief came late, again');
    await api.post(seller, `/api/orders/${order.id}/dispute/proposal/`, { seller_amount: 50 });
    await pushTo(buyer.endpoint, /proposed a split/);
    expect(bodiesTo(buyer.endpoint).filter((text) => /stated their case/.test(text))).toHaveLength(
      1,
    );
    // Nobody hears of their own step.
    expect(bodiesTo(seller.endpoint).join()).not.toMatch(/stated their case|withdrew/);
  });
});
