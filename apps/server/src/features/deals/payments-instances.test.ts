import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { stored } from './deals.fixtures';
import { WEBHOOK_SECRET, paymentsApi } from './payments.fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('payments-instances.test: skipped, it needs TEST_DATABASE_URL');
}

describe.runIf(Boolean(databaseUrl))('deal payments on two instances of one database', () => {
  let stripe: FakeStripe;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const payments = {
      stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.apiUrl },
      dealPayments: { connect: true, feePercent: 5 },
    };
    first = await createTestApp(payments);
    second = await buildApp(testConfig({ ...payments, databaseUrl: first.config.databaseUrl }), {
      logger: false,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
    await stripe.close();
  });

  it('transfers once when both instances settle the same order at the same moment', async () => {
    const api = paymentsApi(first, stripe);
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await api.paidOrder({ price: 250 });
      // Both workers and a direct run on each instance race for the settlement.
      stripe.fail({ method: 'GET', path: '/v1/transfers', status: 500, times: 1 });
      await api.deliver(seller, order.id);
      await api.post(buyer, `/api/orders/${order.id}/approve/`);
      await Promise.all(
        [first, second].map((app) =>
          app.services.deals.payments.settle(order.id).catch(() => undefined),
        ),
      );
      await api.settled(order.id, buyer, 'released');
      expect(api.transfersOf(order.id)).toHaveLength(1);
      const kinds = (await stored(second).timeline(order.id)).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'payment_released')).toHaveLength(1);
    }
  }, 60_000);
});
