import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactMessages,
  legalNames,
  offers,
  orderEvents,
  orderPayments,
  orders,
  notificationSettings,
  packages,
  payoutAccounts,
  platformConnections,
  profileDaily,
  promoCodes,
  promoRedemptions,
  pushSubscriptions,
  refreshTokens,
  reports,
  reviews,
  savedListItems,
  savedLists,
  users,
} from '../../db/schema';
import { readableBy } from '../reviews/review-visibility';

/**
 * Everything else we keep about one member, for "Download my data" (issue 28): one read model
 * over the tables, so that the export grows with the schema in one place. Secrets (password
 * and token hashes, two-factor secrets, push keys, platform tokens) are left out: they are ours to check with,
 * not data about the member.
 */
export function accountExportRepository(db: Database) {
  return {
    async of(userId: number) {
      const [
        account,
        lists,
        listItems,
        ownPackages,
        settings,
        browsers,
        filed,
        contacts,
        redemptions,
        sessions,
        daily,
        legalName,
        dealOffers,
        dealOrders,
        connected,
      ] = await Promise.all([
        db
          .select({
            dateJoined: users.dateJoined,
            phoneNumber: users.phoneNumber,
            suspendedAt: users.suspendedAt,
            suspendedReason: users.suspendedReason,
          })
          .from(users)
          .where(eq(users.id, userId)),
        db
          .select()
          .from(savedLists)
          .where(eq(savedLists.userId, userId))
          .orderBy(asc(savedLists.id)),
        db
          .select({
            listId: savedListItems.listId,
            username: users.username,
            note: savedListItems.note,
            createdAt: savedListItems.createdAt,
          })
          .from(savedListItems)
          .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
          .innerJoin(users, eq(users.id, savedListItems.profileUserId))
          .where(eq(savedLists.userId, userId))
          .orderBy(asc(savedListItems.createdAt)),
        db.select().from(packages).where(eq(packages.userId, userId)).orderBy(asc(packages.id)),
        db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
        db
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
        db
          .select({
            target: reports.target,
            targetId: reports.targetId,
            reason: reports.reason,
            details: reports.details,
            status: reports.status,
            createdAt: reports.createdAt,
          })
          .from(reports)
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.id)),
        db
          .select({
            name: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
            message: contactMessages.message,
            createdAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .where(eq(contactMessages.userId, userId))
          .orderBy(asc(contactMessages.id)),
        db
          .select({ code: promoCodes.code, redeemedAt: promoRedemptions.redeemedAt })
          .from(promoRedemptions)
          .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
          .where(eq(promoRedemptions.userId, userId)),
        db
          .select({
            createdAt: refreshTokens.createdAt,
            expiresAt: refreshTokens.expiresAt,
            revokedAt: refreshTokens.revokedAt,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.userId, userId))
          .orderBy(asc(refreshTokens.createdAt)),
        db
          .select({
            day: profileDaily.day,
            metric: profileDaily.metric,
            key: profileDaily.key,
            count: profileDaily.count,
          })
          .from(profileDaily)
          .where(eq(profileDaily.ownerId, userId))
          .orderBy(asc(profileDaily.day)),
        db.select().from(legalNames).where(eq(legalNames.userId, userId)),
        db
          .select()
          .from(offers)
          .where(or(eq(offers.fromId, userId), eq(offers.toId, userId)))
          .orderBy(asc(offers.id)),
        db
          .select()
          .from(orders)
          .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
          .orderBy(asc(orders.id)),
        // Which platforms and since when; their tokens are ours to read with, never exported.
        db
          .select({
            platform: platformConnections.platform,
            username: platformConnections.username,
            connectedAt: platformConnections.connectedAt,
            refreshedAt: platformConnections.refreshedAt,
          })
          .from(platformConnections)
          .where(eq(platformConnections.userId, userId))
          .orderBy(asc(platformConnections.platform)),
      ]);
      const orderIds = dealOrders.map((order) => order.id);
      const [timeline, payments, reviewed, payout] = await Promise.all([
        orderIds.length === 0
          ? []
          : db
              .select()
              .from(orderEvents)
              .where(inArray(orderEvents.orderId, orderIds))
              .orderBy(asc(orderEvents.id)),
        orderIds.length === 0
          ? []
          : db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)),
        // Written, and received once published (decision 083); hidden ones too: they are
        // still about the member.
        db.select().from(reviews).where(readableBy(userId)).orderBy(asc(reviews.id)),
        db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
      ]);
      return {
        account: account[0],
        lists,
        listItems,
        packages: ownPackages,
        settings: settings[0],
        browsers,
        filed,
        contacts,
        redemptions,
        sessions,
        daily,
        userId,
        legalName: legalName[0]?.name ?? null,
        offers: dealOffers,
        orders: dealOrders,
        timeline,
        payments,
        reviewed,
        payout: payout[0],
        connected,
      };
    },
  };
}

export type AccountExportRepository = ReturnType<typeof accountExportRepository>;
export type AccountExtras = Awaited<ReturnType<AccountExportRepository['of']>>;
