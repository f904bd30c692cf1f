import type { MoneyTermsData } from '@partnerly/shared';
import { fieldError } from '../../lib/errors';
import type { RatesService } from '../rates/rates.service';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import { whyNotOf } from './deal-money';
import type { PaymentsMode } from './payment-gateway';
import type { PayoutsService } from './payouts.service';

/**
 * GET api/offers/money/?seller= (issue 51): what the offer form needs to show the fee, the total
 * and why the money would not go through Partnerly while the price is typed, before any offer
 * exists. It tells no more than the seller's offer cards would: whether they can be paid now.
 */
export function moneyTermsService(deps: {
  users: Pick<UsersService, 'findByUsername'>;
  payouts: Pick<PayoutsService, 'payable'>;
  rates: Pick<RatesService, 'followersOf'>;
  mode: PaymentsMode;
  feePercent: number;
}) {
  return {
    async of(_me: User, sellerName: string): Promise<MoneyTermsData> {
      const seller = await deps.users.findByUsername(sellerName);
      // As making the offer would answer (offers.service.ts): the same words for both.
      if (!seller || seller.suspendedAt) {
        throw fieldError('seller', 'There is no member with that name.');
      }
      const [payable, followers] = await Promise.all([
        deps.payouts.payable([seller.id]),
        deps.rates.followersOf(seller.id),
      ]);
      return {
        fee_percent: deps.feePercent,
        why_not: whyNotOf({ mode: deps.mode, sellerPayable: payable.has(seller.id) }),
        seller_followers: followers,
      };
    },
  };
}

export type MoneyTermsService = ReturnType<typeof moneyTermsService>;
