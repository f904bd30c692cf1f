import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { PAYMENT_PROVIDER_UNAVAILABLE, viaStripe } from '../billing/stripe.client';
import type { StripeConnect } from './payment-gateway';
import { paymentsRepository } from './payments.repository';

/** A stored session found expired is replaced; a few rounds cover pays replacing it at once. */
const ROUNDS = 3;

/**
 * The page of an order's one Checkout Session (issue 46, case 3; decision 081). Under the
 * payment row's lock each pay learns whether a session is stored (it is given again while
 * Stripe holds it open), being opened (it asks Stripe with the same idempotency key and gets
 * the same session), or to be opened (the next attempt, with a new key). Stripe is called after
 * the lock is released, so a slow Stripe holds no connection and no lock.
 */
export async function oneCheckout(
  deps: { db: Database; connect: StripeConnect; log: FastifyBaseLogger },
  order: { id: number; title: string },
  values: { amountCents: number; feeCents: number; destination: string | null | undefined },
): Promise<string> {
  const { connect, log } = deps;
  const repository = paymentsRepository(deps.db);
  let replacing: string | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    const claim = await repository.claimCheckout(
      { orderId: order.id, ...values },
      clockNow(),
      replacing,
    );
    if (claim.kind === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (claim.kind === 'stored') {
      const session = await viaStripe(log, () => connect.checkoutState(claim.sessionId));
      if (session.status === 'open' && session.url) return session.url;
      // Paid on Stripe's page, its webhook still on the way.
      if (session.status === 'complete') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      replacing = claim.sessionId;
      continue;
    }
    try {
      const session = await viaStripe(log, () =>
        connect.checkout(order, values.amountCents, claim.attempt),
      );
      await repository.storeCheckout(order.id, claim.attempt, session.id);
      return session.url;
    } catch (error) {
      await repository.abandonCheckout(order.id, claim.attempt);
      throw error;
    }
  }
  throw new AppError(502, { detail: PAYMENT_PROVIDER_UNAVAILABLE });
}
