import type { DealMoney, Offer, OfferState } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import { presentOffer } from './deals.presenter';
import { dealsRepository, type OfferRow } from './deals.repository';
import type { OrderPaymentsService } from './order-payments.service';

/**
 * Offers as their members see them (issue 32): one offer, the member's list, the socket frame,
 * each with its money and the names it shows (only its receiver gets a warning). Making and
 * answering offers is `offers`, which presents what it stored through here.
 */
export function offerViewsService({
  db,
  users,
  payments,
}: {
  db: Database;
  users: Pick<UsersService, 'findByUsername'>;
  payments: Pick<OrderPaymentsService, 'moneyOf'>;
}) {
  const repository = dealsRepository(db);

  /** The offer as each of its members sees it (only its receiver gets a warning), with its money. */
  async function presenter(row: OfferRow): Promise<(viewerId: number) => Offer> {
    const [names, [money]] = await Promise.all([
      repository.usernames([row.fromId, row.toId, row.buyerId, row.sellerId]),
      payments.moneyOf([row]),
    ]);
    if (!money) throw new Error('offer money not presented');
    return (viewerId) => presentOffer(row, names, money, viewerId);
  }

  async function present(row: OfferRow, me: User): Promise<Offer> {
    return (await presenter(row))(me.id);
  }

  /** The offer if the member made or received it; anyone else's is a 404. */
  async function visible(me: User, id: number): Promise<OfferRow> {
    const offer = await repository.findOffer(id);
    if (!offer || (offer.fromId !== me.id && offer.toId !== me.id)) throw notFound();
    return offer;
  }

  return {
    present,
    visible,

    async get(me: User, id: number): Promise<Offer> {
      return present(await visible(me, id), me);
    },

    /** The member's offers, newest first; `withName` keeps those with one counterpart. */
    async list(me: User, filter: { state?: OfferState; withName?: string }): Promise<Offer[]> {
      let otherId: number | undefined;
      if (filter.withName !== undefined) {
        const other = await users.findByUsername(filter.withName);
        if (!other) return [];
        otherId = other.id;
      }
      const rows = await repository.offersOf(me.id, { state: filter.state, otherId });
      const [names, money] = await Promise.all([
        repository.usernames(
          rows.flatMap((row) => [row.fromId, row.toId, row.buyerId, row.sellerId]),
        ),
        payments.moneyOf(rows),
      ]);
      return rows.map((row, index) => presentOffer(row, names, money[index] as DealMoney, me.id));
    },

    /** The frame each member gets: the offer as it is now, as they see it. */
    async frameOf(offerId: number): Promise<((viewerId: number) => Offer) | undefined> {
      const row = await repository.findOffer(offerId);
      return row && presenter(row);
    },
  };
}

export type OfferViewsService = ReturnType<typeof offerViewsService>;
