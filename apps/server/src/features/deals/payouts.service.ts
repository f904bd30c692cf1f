import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, type PayoutStatus, type PayoutsData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { viaStripe } from '../billing/stripe.client';
import type { User } from '../users/user';
import type { AccountState, PaymentsMode, StripeConnect } from './payment-gateway';
import { paymentsRepository, type PayoutAccountRow } from './payments.repository';

/** What a stored account amounts to for the member (GET api/payouts/). */
export function payoutStatusOf(row: PayoutAccountRow | undefined): PayoutStatus {
  if (!row) return 'none';
  if (row.chargesEnabled && row.payoutsEnabled) return 'active';
  return row.detailsSubmitted ? 'restricted' : 'pending';
}

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
      let accountId = (await repository.account(me.id))?.stripeAccountId;
      if (!accountId) {
        const created = await viaStripe(log, () => connect.createAccount(me));
        // Two onboardings at once: the first stored account is the member's.
        await repository.insertAccount({ userId: me.id, stripeAccountId: created });
        accountId = (await repository.account(me.id))?.stripeAccountId ?? created;
      }
      const id = accountId;
      return viaStripe(log, () => connect.onboardingUrl(id));
    },

    /** POST api/payouts/dashboard/: a one-time link to the Express dashboard. */
    async dashboard(me: User): Promise<string> {
      enabled();
      const row = await repository.account(me.id);
      if (!row) throw conflict(PAYMENT_MESSAGES.noAccount);
      const accountId = row.stripeAccountId;
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

    /** Whether each member can be paid through Partnerly now. */
    async payable(userIds: readonly (number | null)[]): Promise<Set<number>> {
      if (mode === 'off') return new Set();
      const accounts = await repository.accounts(userIds);
      return new Set(
        [...accounts.values()]
          .filter((row) => payoutStatusOf(row) === 'active' && row.test === (mode === 'test'))
          .map((row) => row.userId),
      );
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
