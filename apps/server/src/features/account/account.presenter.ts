import type { AccountExtras } from './account-export.repository';
import {
  settlementOf,
  settlementWords,
  type ChatUserData,
  type MessageData,
  type OwnProfileData,
  type UserData,
} from '@partnerly/shared';
import { presentSubscription } from '../billing/subscriptions.presenter';
import type { subscriptions } from '../../db/schema';
import type { User } from '../users/user';
import { presentExportedReview } from '../reviews/reviews.presenter';
import { presentOnboarding } from './onboarding.presenter';

/** What the user data is made of besides the account itself. */
export interface UserDataParts {
  subscription: typeof subscriptions.$inferSelect | undefined;
  profile: OwnProfileData;
  chat: ChatUserData;
  twoFactorOn: boolean;
}

/** The signed-in user's own data (GET api/userdata/). */
export function presentUserData(user: User, parts: UserDataParts): UserData {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    number: user.phoneNumber ?? '',
    date_joined: user.dateJoined.toISOString(),
    third_party: user.thirdParty,
    is_admin: user.isAdmin,
    two_factor: parts.twoFactorOn,
    subscription: presentSubscription(parts.subscription),
    onboarding: presentOnboarding(user),
    ...parts.profile,
    ...parts.chat,
  };
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * "Download my data": the user data with every message instead of the latest ones, and
 * everything else we keep about the member (README, "Your data").
 */
const dealTerms = (row: AccountExtras['offers'][number] | AccountExtras['orders'][number]) => ({
  id: row.id,
  title: row.title,
  deliverables: row.deliverables,
  price: row.price,
  due_date: row.dueDate,
  usage_rights: row.usageRights,
  revisions: row.revisions,
  state: row.state,
  created_at: iso(row.createdAt),
});

/** An order's money as the member may know it (issue 33); Stripe's ids stay ours. */
const paymentOf = (row: AccountExtras['payments'][number] | undefined) =>
  row && {
    state: row.state,
    test: row.test,
    amount_cents: row.amountCents,
    fee_cents: row.feeCents,
    paid_at: iso(row.paidAt),
    released_cents: row.releaseCents,
    released_at: iso(row.releasedAt),
    refunded_cents: row.refundCents,
    refunded_at: iso(row.refundedAt),
    // What actually moved (issue 53): the cents above are what was planned.
    settlement: settlementOf({
      paid: row.state !== 'unpaid',
      planned: row.settlePlannedAt !== null,
      amountCents: row.amountCents,
      releaseCents: row.releaseCents,
      refundCents: row.refundCents,
      releasedAt: row.releasedAt,
      refundedAt: row.refundedAt,
    }),
  };

/**
 * An order's payment with what moved where in words from the member's side (issue 53): "$450
 * to mayaskin, $450 refunded to you" after a split, never the price as if paid in full.
 */
function moneyOf(order: AccountExtras['orders'][number], extras: AccountExtras) {
  const payment = paymentOf(extras.payments.find((each) => each.orderId === order.id));
  const settled = payment?.settlement;
  const names = extras.dealNames;
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    payment,
    settled: settled
      ? settlementWords(settled, {
          side: order.buyerId === extras.userId ? 'buyer' : 'seller',
          buyer: name(order.buyerId),
          seller: name(order.sellerId),
        })
      : null,
  };
}

/** The member's deals (issue 32): legal name, offers made or received, orders and timelines. */
function presentDeals(extras: AccountExtras) {
  const me = extras.userId;
  return {
    legal_name: extras.legalName,
    offers: extras.offers.map((offer) => ({
      ...dealTerms(offer),
      made_by_me: offer.fromId === me,
      message: offer.message,
      previous_id: offer.previousId,
      expires_at: iso(offer.expiresAt),
    })),
    orders: extras.orders.map((order) => ({
      ...dealTerms(order),
      offer_id: order.offerId,
      my_side: order.buyerId === me ? 'buyer' : 'seller',
      revisions_left: order.revisionsLeft,
      delivery: order.deliveredAt
        ? { note: order.deliveryNote, links: order.deliveryLinks, at: iso(order.deliveredAt) }
        : null,
      ...moneyOf(order, extras),
      timeline: extras.timeline
        .filter((entry) => entry.orderId === order.id)
        .map((entry) => ({
          at: iso(entry.at),
          by_me: entry.byId === me,
          kind: entry.kind,
          note: entry.note,
        })),
    })),
  };
}

export function presentExport(
  data: UserData,
  messages: MessageData[],
  extras: AccountExtras,
  at: Date,
) {
  return {
    exported_at: at.toISOString(),
    ...data,
    messages,
    account: {
      date_joined: iso(extras.account?.dateJoined),
      phone_number: extras.account?.phoneNumber ?? null,
      suspended_at: iso(extras.account?.suspendedAt),
      suspended_reason: extras.account?.suspendedReason ?? null,
    },
    saved_lists: extras.lists.map((list) => ({
      name: list.name,
      created_at: iso(list.createdAt),
      profiles: extras.listItems
        .filter((item) => item.listId === list.id)
        .map((item) => ({
          username: item.username,
          note: item.note,
          saved_at: iso(item.createdAt),
        })),
    })),
    packages: extras.packages.map((item) => ({
      title: item.title,
      platform: item.platform,
      description: item.description,
      price: item.price,
      delivery_days: item.deliveryDays,
    })),
    notification_settings: {
      email_unread: extras.settings?.emailUnread ?? true,
      email_verification: extras.settings?.emailVerification ?? true,
      deal_updates: extras.settings?.dealUpdates ?? true,
      read_receipts: extras.settings?.readReceipts ?? true,
      unread_mailed_at: iso(extras.settings?.unreadMailedAt),
    },
    push_subscriptions: extras.browsers.map((browser) => ({
      endpoint: browser.endpoint,
      created_at: iso(browser.createdAt),
    })),
    reports_filed: extras.filed.map((report) => ({
      target: report.target,
      target_id: report.targetId,
      reason: report.reason,
      details: report.details,
      status: report.status,
      created_at: iso(report.createdAt),
    })),
    contact_messages: extras.contacts.map((contact) => ({
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
      created_at: iso(contact.createdAt),
    })),
    promo_codes_redeemed: extras.redemptions.map((redemption) => ({
      code: redemption.code,
      redeemed_at: iso(redemption.redeemedAt),
    })),
    sessions: extras.sessions.map((session) => ({
      created_at: iso(session.createdAt),
      expires_at: iso(session.expiresAt),
      ended_at: iso(session.revokedAt),
    })),
    profile_analytics: extras.daily.map((row) => ({
      day: row.day,
      metric: row.metric,
      key: row.key,
      count: row.count,
    })),
    ...presentDeals(extras),
    reviews: extras.reviewed.map((review) => presentExportedReview(review, extras.userId)),
    payout_account: extras.payout
      ? {
          test: extras.payout.test,
          details_submitted: extras.payout.detailsSubmitted,
          charges_enabled: extras.payout.chargesEnabled,
          payouts_enabled: extras.payout.payoutsEnabled,
        }
      : null,
    connected_platforms: extras.connected.map((row) => ({
      platform: row.platform,
      username: row.username,
      connected_at: iso(row.connectedAt),
      refreshed_at: iso(row.refreshedAt),
    })),
  };
}
