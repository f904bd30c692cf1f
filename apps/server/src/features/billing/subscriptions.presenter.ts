import type { SubscriptionData } from '@partnerly/shared';
import type { SubscriptionRow } from './subscriptions.repository';

const EXPLORER: SubscriptionData = {
  status: null,
  started_at: null,
  cancel_at: null,
  canceled_at: null,
  promocode_used: false,
};

/** The wire shape of a subscription; a user without a row is on the Explorer plan. */
export function presentSubscription(row: SubscriptionRow | undefined): SubscriptionData {
  if (!row) return EXPLORER;
  return {
    status: row.status,
    started_at: row.startedAt?.toISOString() ?? null,
    cancel_at: row.cancelAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    promocode_used: row.promocodeUsed,
  };
}
