/** The deal payment tests' shared set-up: one app per test file against the Stripe stand-in. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { app, setUpDeals } from './deals.harness';
import { paymentsApi, paymentsConfig } from './payments.fixtures';

export { app, db } from './deals.harness';
export let stripe: FakeStripe;
export let api: ReturnType<typeof paymentsApi>;

/**
 * One app with Stripe Connect payments for the test file calling it; the stand-in's injected
 * faults are healed after each test so one test's outage does not leak into the next.
 */
export function setUpPayments() {
  // Hooks run in the order they are declared: the stand-in first, the app that names it next.
  beforeAll(async () => {
    stripe = await startFakeStripe();
  }, 30_000);
  setUpDeals(() => paymentsConfig(stripe));
  beforeAll(() => {
    api = paymentsApi(app, stripe);
  });
  afterEach(() => stripe.heal());
  afterAll(() => stripe.close());
}
