import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, type PayoutStatus, type PayoutsData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { viaStripe } from '../billing/stripe.client';
import type { User } from '../users/user';
import type { AccountState, PaymentsMode, StripeConnect } from './payment-gateway';
import { paymentsRepository, type PayoutAccountRow } from './payments.repository';

/** What a stored account amounts to for the member (GET api/payouts/). */
export function payoutStatusOf(row: PayoutAccountRow | undefined): PayoutStatus {
  // A row without an account (and not a test one) is an onboarding's claim still making it.
  if (!row || (!row.test && !row.stripeAccountId)) return 'none';
  if (row.chargesEnabled && row.payoutsEnabled) return 'active';
  return row.detailsSubmitted ? 'restricted' : 'pending';
}

/** Whether an account can be paid in this payments mode (a test account only in test mode). */
export const payableIn = (mode: PaymentsMode, row: PayoutAccountRow | undefined) =>
  mode !== 'off' && payoutStatusOf(row) === 'active' && row?.test === (mode === 'test');

/** The page of the built-in test onboarding (and test dashboard) in the web app. */
export const TEST_ONBOARDING_PATH = '/payouts/test';

/**
 * Getting paid for deals (issue 33): a Stripe Connect Express account per seller, its state
 * read back from Stripe (on every look while it is not ready, and from `account.updated`), or
 * the labelled test onboarding without Stripe.
 */
export function payoutsService(deps: {
  db: Database;
  mode: PaymentsMode;
  connect: StripeConnect | undefined;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const repository = paymentsRepository(deps.db);
  const { mode, connect, log } = deps;
  const present = (row: PayoutAccountRow | undefined): PayoutsData => ({
    status: payoutStatusOf(row),
    requirements: row?.requirements ?? [],
    test: row?.test ?? mode === 'test',
    enabled: mode !== 'off',
  });
  const store = (userId: number, state: AccountState) =>
    repository.updateAccount(userId, { ...state, updatedAt: clockNow() });
  const enabled = () => {
    if (mode === 'off') throw notFound();
  };

  /**
   * The member's Stripe account, made once (issue 46, case 17): the member's row is claimed
   * first, and every onboarding that finds it without an account asks Stripe with the same
   * idempotency key, so onboardings at once, on any instance, get the same account.
   */
  async function accountOf(stripe: StripeConnect, me: User): Promise<string> {
    await repository.insertAccount({ userId: me.id });
    const claim = await repository.account(me.id);
    if (claim?.stripeAccountId) return claim.stripeAccountId;
    const tries = claim?.creationTries ?? 0;
    let created: string;
    try {
      created = await viaStripe(log, () => stripe.createAccount(me, tries));
    } catch (error) {
      // Stripe keeps a failure's answer under its key for a day: the next try needs a new key.
      await repository.accountCreationFailed(me.id, tries);
      throw error;
    }
    await repository.storeStripeAccount(me.id, created);
    return (await repository.account(me.id))?.stripeAccountId ?? created;
  }

  return {
    async status(me: User): Promise<PayoutsData> {
      let row = await repository.account(me.id);
      if (connect && row?.stripeAccountId && payoutStatusOf(row) !== 'active') {
        const accountId = row.stripeAccountId;
        await store(me.id, await viaStripe(log, () => connect.account(accountId)));
        row = await repository.account(me.id);
      }
      return present(row);
    },

    /** POST api/payouts/onboard/: the account (made once) and a link to go on with its details. */
    async onboard(me: User): Promise<string> {
      enabled();
      if (!connect) {
        await repository.insertAccount({ userId: me.id, test: true });
        return `${deps.publicUrl}${TEST_ONBOARDING_PATH}`;
      }
      const accountId = await accountOf(connect, me);
      return viaStripe(log, () => connect.onboardingUrl(accountId));
    },

    /** POST api/payouts/dashboard/: a one-time link to the Express dashboard. */
    async dashboard(me: User): Promise<string> {
      enabled();
      const row = await repository.account(me.id);
      if (payoutStatusOf(row) === 'none') throw conflict(PAYMENT_MESSAGES.noAccount);
      const accountId = row?.stripeAccountId;
      if (!connect || !accountId) return `${deps.publicUrl}${TEST_ONBOARDING_PATH}`;
      return viaStripe(log, () => connect.dashboardUrl(accountId));
    },

    /** The test onboarding's "finish": the member can be paid (test money only). */
    async completeTestOnboarding(me: User): Promise<PayoutsData> {
      if (mode !== 'test') throw notFound();
      await repository.insertAccount({ userId: me.id, test: true });
      await store(me.id, {
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: [],
      });
      return present(await repository.account(me.id));
    },

    /**
     * `account.updated`: the account as Stripe holds it now, not as the event says, so an
     * older event delivered late cannot undo a newer state.
     */
    async accountUpdated(accountId: string): Promise<void> {
      const row = connect && (await repository.accountByStripeId(accountId));
      if (!connect || !row) {
        log.warn({ accountId }, 'stripe: account.updated for an unknown account ignored');
        return;
      }
      await store(row.userId, await viaStripe(log, () => connect.account(accountId)));
    },

    /**
     * Whether each member can be paid through Partnerly now; `tx` inside a transaction (the
     * embedded database has one connection, which the transaction holds).
     */
    async payable(userIds: readonly (number | null)[], tx?: Tx): Promise<Set<number>> {
      if (mode === 'off') return new Set();
      const accounts = await (tx ? paymentsRepository(tx) : repository).accounts(userIds);
      return new Set(
        [...accounts.values()].filter((row) => payableIn(mode, row)).map((row) => row.userId),
      );
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
