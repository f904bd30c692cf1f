import type { Offer, OfferRole } from '@partnerly/shared';
import type { DealSides } from './deal-money';

/**
 * Who pays and who delivers in the offer being written: a counter keeps the sides of the offer
 * it answers, a campaign application's sender delivers, a new offer follows "Who pays".
 */
export function sidesOfForm(form: {
  me: string;
  to: string;
  role: OfferRole;
  countering?: Pick<Offer, 'buyer' | 'seller'>;
  delivering: boolean;
}): DealSides {
  const { me, to, countering } = form;
  if (countering) {
    const meSelling = countering.seller === me;
    return {
      buyer: countering.buyer ?? (meSelling ? to : me),
      seller: countering.seller ?? (meSelling ? me : to),
      meSelling,
    };
  }
  const meSelling = form.delivering || form.role === 'sell';
  return meSelling ? { buyer: to, seller: me, meSelling } : { buyer: me, seller: to, meSelling };
}
