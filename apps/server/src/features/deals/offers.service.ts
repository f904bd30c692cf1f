import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  MESSAGES,
  OFFER_EXPIRY_HOURS,
  type Offer,
  type OfferState,
  type Order,
  type offerSchema,
  type offerTermsSchema,
} from '@partnerly/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { conflict, fieldError, forbidden } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { RateLimits } from '../../lib/rate-limits';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { DealContacts } from './deal-contacts';
import type { Conversations, Packages, Plans } from './deal-ports';
import { OFFER_TRANSITIONS, STRANGER_OFFERS_PER_DAY, type OfferAction } from './deal-rules';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository, type OfferRow } from './deals.repository';
import { changed } from './offer-changes';
import type { OfferViewsService } from './offer-views.service';
import type { OrdersService } from './orders.service';

export type OfferRequest = z.output<typeof offerSchema>;
/** How an offer came about: `invited` when the receiver asked for it (a campaign application). */
export interface OfferOrigin {
  invited?: boolean;
}
export type OfferTerms = z.output<typeof offerTermsSchema>;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Offers in a conversation (issue 32): made, countered, answered, withdrawn or run out. Each
 * step is one transaction holding the conditional change, its expiry job and its event
 * (whose handlers queue the notices), so a step is stored whole or not at all. Reading them
 * is `offerViews`.
 */
export function offersService({
  db,
  users,
  conversations,
  packages,
  orders,
  events,
  jobs,
  contacts,
  limits,
  views,
  plans,
}: {
  db: Database;
  users: Pick<UsersService, 'findById' | 'findByUsername'>;
  conversations: Conversations;
  packages: Packages;
  orders: Pick<OrdersService, 'open' | 'present'>;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  contacts: Pick<DealContacts, 'answered'>;
  /** The per-action budgets (offers to strangers). */
  limits: RateLimits;
  /** How the members see an offer: what each step answers with. */
  views: Pick<OfferViewsService, 'present' | 'visible'>;
  /** Whether a member is on Full Access: selling asks for it (decision 107). */
  plans: Plans;
}) {
  const { present, visible } = views;
  // Counted per sender on every instance (Redis when configured): each offer opens a
  // conversation and mails its receiver, so cold offers are few a day (issue 46, case 7).
  const offersToStrangers = limits.limit('offers-to-strangers', STRANGER_OFFERS_PER_DAY, DAY_MS);

  /** Selling needs Full Access; buying, on any plan, does not (decision 107). */
  async function mayAgreeAs(me: User, sellerId: number | null): Promise<void> {
    if (sellerId === me.id && !(await plans.fullAccess(me.id))) {
      throw forbidden(DEAL_MESSAGES.sellingNeedsFullAccess);
    }
  }

  /** Checks that `me` may take `action` on the offer now (409 with the reason otherwise). */
  async function answerable(me: User, id: number, action: OfferAction): Promise<OfferRow> {
    const offer = await visible(me, id);
    const rule = OFFER_TRANSITIONS[action];
    if (rule.by === 'receiver' && offer.toId !== me.id) throw conflict(DEAL_MESSAGES.onlyReceiver);
    if (rule.by === 'sender' && offer.fromId !== me.id) throw conflict(DEAL_MESSAGES.onlySender);
    const other = offer.fromId === me.id ? offer.toId : offer.fromId;
    if (offer.state !== 'open' || offer.expiresAt <= clockNow() || other === null) {
      throw conflict(DEAL_MESSAGES.notOpen);
    }
    // Saying no stays possible in a blocked conversation or to a suspended member; agreeing
    // to anything does not. Suspended as chat treats it: 409 "This account is suspended."
    const agrees = action === 'accept' || action === 'counter';
    if (agrees) await mayAgreeAs(me, offer.sellerId);
    if (agrees && (await users.findById(other))?.suspendedAt) {
      throw conflict(MESSAGES.accountSuspended);
    }
    if (agrees && (await conversations.conversation(me.id, other)).blocked) {
      throw conflict(DEAL_MESSAGES.blocked);
    }
    return offer;
  }

  /** Stores a new offer version with its expiry job and announces it. */
  async function store(
    tx: Tx,
    values: Omit<OfferRow, 'id' | 'state' | 'expiresAt' | 'createdAt' | 'closedAt'>,
    step: 'offer.received' | 'offer.countered',
    now: Date,
  ): Promise<OfferRow> {
    const row = await dealsRepository(tx).insertOffer({
      ...values,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OFFER_EXPIRY_HOURS * HOUR_MS),
    });
    await jobs.enqueue('deals.offer-expiry', { offerId: row.id }, { tx, runAt: row.expiresAt });
    await events.publishWithin(tx, 'offer.changed', changed(row, step, [row.toId]));
    return row;
  }

  /** Closes an open offer (409 when another request or the expiry got there first). */
  async function close(tx: Tx, offer: OfferRow, state: OfferState, now: Date) {
    const closed = await dealsRepository(tx).closeOffer(offer.id, state, now);
    if (!closed) throw conflict(DEAL_MESSAGES.notOpen);
    return closed;
  }

  const termsOf = (terms: OfferTerms) => ({
    title: terms.title,
    deliverables: terms.deliverables,
    price: terms.price,
    dueDate: terms.due_date,
    usageRights: terms.usage_rights,
    revisions: terms.revisions,
    message: terms.message ?? '',
  });

  return {
    /** POST api/offers/ (and a campaign application accepted, `invited`). */
    async create(me: User, input: OfferRequest, origin: OfferOrigin = {}): Promise<Offer> {
      const other = await users.findByUsername(input.to);
      if (!other || other.suspendedAt) throw fieldError('to', 'There is no member with that name.');
      if (other.id === me.id) throw fieldError('to', DEAL_MESSAGES.selfOffer);
      const [buyerId, sellerId] = input.role === 'buy' ? [me.id, other.id] : [other.id, me.id];
      await mayAgreeAs(me, sellerId);
      if (
        input.package_id !== undefined &&
        !(await packages.list(sellerId)).some((item) => item.id === input.package_id)
      ) {
        throw fieldError('package_id', DEAL_MESSAGES.packageNotFound);
      }
      const conversation = await conversations.conversation(me.id, other.id);
      if (conversation.blocked) throw conflict(DEAL_MESSAGES.blocked);
      if (!origin.invited && !(await contacts.answered(other.id, me.id))) {
        await offersToStrangers.consume(String(me.id));
      }
      const now = clockNow();
      const row = await inTransaction(db, async (tx) => {
        const offers = dealsRepository(tx);
        // Held to the commit: two offers made at once are counted one after the other.
        await offers.lockConversation(conversation.id);
        if ((await offers.countOpenOffers(conversation.id, now)) >= DEAL_LIMITS.openOffers) {
          throw conflict(DEAL_MESSAGES.tooManyOpen);
        }
        return store(
          tx,
          {
            dialogueId: conversation.id,
            fromId: me.id,
            toId: other.id,
            buyerId,
            sellerId,
            packageId: input.package_id ?? null,
            previousId: null,
            ...termsOf(input),
          },
          'offer.received',
          now,
        );
      });
      return present(row, me);
    },

    /** POST api/offers/{id}/counter/: the receiver's new terms replace the offer. */
    async counter(me: User, id: number, terms: OfferTerms): Promise<Offer> {
      const offer = await answerable(me, id, 'counter');
      const now = clockNow();
      const row = await inTransaction(db, async (tx) => {
        const countered = await close(tx, offer, 'countered', now);
        await events.publishWithin(tx, 'offer.changed', changed(countered, 'offer.countered', []));
        return store(
          tx,
          {
            dialogueId: offer.dialogueId,
            fromId: me.id,
            toId: offer.fromId,
            buyerId: offer.buyerId,
            sellerId: offer.sellerId,
            packageId: offer.packageId,
            previousId: offer.id,
            ...termsOf(terms),
          },
          'offer.countered',
          now,
        );
      });
      return present(row, me);
    },

    /** POST api/offers/{id}/accept/: the order, with the accepted terms frozen. */
    async accept(me: User, id: number): Promise<Order> {
      const offer = await answerable(me, id, 'accept');
      const now = clockNow();
      const order = await inTransaction(db, async (tx) => {
        const accepted = await close(tx, offer, 'accepted', now);
        await events.publishWithin(
          tx,
          'offer.changed',
          changed(accepted, 'offer.accepted', [accepted.fromId]),
        );
        return orders.open(tx, accepted, me.id, now);
      });
      return orders.present(order);
    },

    /** POST api/offers/{id}/decline/ and /withdraw/. */
    async close(me: User, id: number, action: 'decline' | 'withdraw'): Promise<Offer> {
      const offer = await answerable(me, id, action);
      const now = clockNow();
      const row = await inTransaction(db, async (tx) => {
        const closed = await close(tx, offer, OFFER_TRANSITIONS[action].to, now);
        const step = action === 'decline' ? 'offer.declined' : 'offer.withdrawn';
        await events.publishWithin(
          tx,
          'offer.changed',
          // A withdrawn offer waits for nobody: the card changes, no notice goes.
          changed(closed, step, action === 'decline' ? [closed.fromId] : []),
        );
        return closed;
      });
      return present(row, me);
    },

    /** The expiry job: an offer still open when its time ran out expires; the sender hears. */
    async expire(offerId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const expired = await dealsRepository(tx).closeOffer(offerId, 'expired', clockNow());
        if (!expired) return;
        await events.publishWithin(
          tx,
          'offer.changed',
          changed(expired, 'offer.expired', [expired.fromId]),
        );
      });
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;
