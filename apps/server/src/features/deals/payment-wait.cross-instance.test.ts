import { describe, expect, it } from 'vitest';
import { UNPAID_CANCEL_DAYS } from '@partnerly/shared';
import { setUpTwoInstances } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { member, stored } from './deals.fixtures';
import { DAY_MS } from './order-steps';
import { paymentWaitApi } from './payment-wait.fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('payment-wait.cross-instance.test: skipped, it needs TEST_DATABASE_URL');
}

describe.runIf(Boolean(databaseUrl))(
  'the expiry of an unpaid order on two instances (decision 092)',
  () => {
    const instances = setUpTwoInstances();

    it('cancels once when both instances run the expiry at the same moment', async () => {
      const { first, second } = instances;
      const api = paymentWaitApi(first);
      const seller = await api.payableSeller();
      const buyer = await member(first);
      const order = await api.order(buyer, seller);
      await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () =>
        Promise.all([
          first.services.paymentWait.expire(order.id),
          second.services.paymentWait.expire(order.id),
        ]),
      );
      const timeline = await stored(second).timeline(order.id);
      expect(timeline.filter((event) => event.kind === 'cancelled')).toHaveLength(1);
      expect((await stored(second).order(order.id))?.state).toBe('cancelled');
    }, 60_000);
  },
);
