import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { User } from '../users/user';
import { sideOf } from './deal-rules';
import { dealsRepository } from './deals.repository';
import { settlementOfRow } from './payment-settlement';
import { paymentsRepository } from './payments.repository';

/** What an order's agreement (agreement.pdf.ts) is made of: the terms, the parties, the money. */
export function orderAgreementsService({ db }: { db: Database }) {
  const repository = dealsRepository(db);
  return {
    /** The order for the agreement: its parties and admins only (404 for anyone else). */
    async forAgreement(me: User, id: number) {
      const order = await repository.findOrder(id);
      if (!order || (!me.isAdmin && !sideOf(order, me.id))) throw notFound();
      const offer = await repository.findOffer(order.offerId);
      if (!offer) throw notFound();
      const people = [order.buyerId, order.sellerId, offer.fromId, offer.toId];
      const [names, legalNames, payment] = await Promise.all([
        repository.usernames(people),
        repository.legalNames(people),
        paymentsRepository(db).payment(order.id),
      ]);
      return {
        order,
        offer,
        names,
        legalNames,
        payment: payment?.state,
        testMoney: payment?.test ?? false,
        settlement: payment ? settlementOfRow(payment) : null,
        charged: payment && { totalCents: payment.amountCents, feeCents: payment.feeCents },
      };
    },
  };
}

export type OrderAgreementsService = ReturnType<typeof orderAgreementsService>;
