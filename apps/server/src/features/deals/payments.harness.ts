/** The deal payment tests' shared set-up: one app per test file against the Stripe stand-in. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { stored } from './deals.fixtures';
import { paymentsApi, paymentsConfig } from './payments.fixtures';

export let app: FastifyInstance;
export let stripe: FakeStripe;
export let api: ReturnType<typeof paymentsApi>;
export let db: ReturnType<typeof stored>;

/**
 * One app with Stripe Connect payments for the test file calling it; the stand-in's injected
 * faults are healed after each test so one test's outage does not leak into the next.
 */
export function setUpPayments() {
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp(paymentsConfig(stripe));
    api = paymentsApi(app, stripe);
    db = stored(app);
  }, 30_000);
  afterEach(() => stripe.heal());
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
}
