import { asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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
      const own = ownRows(db, userId);
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
        own(users, {
          by: users.id,
          fields: {
            dateJoined: users.dateJoined,
            phoneNumber: users.phoneNumber,
            suspendedAt: users.suspendedAt,
            suspendedReason: users.suspendedReason,
          },
        }),
        own(savedLists, { by: savedLists.userId, order: savedLists.id }),
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
        own(packages, { by: packages.userId, order: packages.id }),
        own(notificationSettings, { by: notificationSettings.userId }),
        own(pushSubscriptions, {
          by: pushSubscriptions.userId,
          fields: { endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt },
        }),
        own(reports, {
          by: reports.reporterId,
          order: reports.id,
          fields: {
            target: reports.target,
            targetId: reports.targetId,
            reason: reports.reason,
            details: reports.details,
            status: reports.status,
            createdAt: reports.createdAt,
          },
        }),
        own(contactMessages, {
          by: contactMessages.userId,
          order: contactMessages.id,
          fields: {
            name: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
            message: contactMessages.message,
            createdAt: contactMessages.createdAt,
          },
        }),
        db
          .select({ code: promoCodes.code, redeemedAt: promoRedemptions.redeemedAt })
          .from(promoRedemptions)
          .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
          .where(eq(promoRedemptions.userId, userId)),
        own(refreshTokens, {
          by: refreshTokens.userId,
          order: refreshTokens.createdAt,
          fields: {
            createdAt: refreshTokens.createdAt,
            expiresAt: refreshTokens.expiresAt,
            revokedAt: refreshTokens.revokedAt,
          },
        }),
        own(profileDaily, {
          by: profileDaily.ownerId,
          order: profileDaily.day,
          fields: {
            day: profileDaily.day,
            metric: profileDaily.metric,
            key: profileDaily.key,
            count: profileDaily.count,
          },
        }),
        own(legalNames, { by: legalNames.userId }),
        own(offers, { by: [offers.fromId, offers.toId], order: offers.id }),
        own(orders, { by: [orders.buyerId, orders.sellerId], order: orders.id }),
        // Which platforms and since when; their tokens are ours to read with, never exported.
        own(platformConnections, {
          by: platformConnections.userId,
          order: platformConnections.platform,
          fields: {
            platform: platformConnections.platform,
            username: platformConnections.username,
            connectedAt: platformConnections.connectedAt,
            refreshedAt: platformConnections.refreshedAt,
          },
        }),
      ]);
      const orderIds = dealOrders.map((order) => order.id);
      const people = [
        ...new Set(dealOrders.flatMap((order) => [order.buyerId, order.sellerId])),
      ].filter((id): id is number => id !== null);
      const [timeline, payments, reviewed, payout, dealPeople] = await Promise.all([
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
        own(payoutAccounts, { by: payoutAccounts.userId }),
        // The usernames the settled amounts are written with ("$450 to mayaskin", issue 53).
        people.length === 0
          ? []
          : db
              .select({ id: users.id, username: users.username })
              .from(users)
              .where(inArray(users.id, people)),
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
        dealNames: new Map(dealPeople.map((person) => [person.id, person.username])),
        reviewed,
        payout: payout[0],
        connected,
      };
    },
  };
}

/**
 * The member's rows of one table: those where `by` (or one of its columns, for a table with
 * two sides) is the member, as `fields` (every column when left out), in `order` when given.
 */
function ownRows(db: Database, userId: number) {
  return async <TTable extends PgTable, TFields extends SelectedFields = TTable['_']['columns']>(
    table: TTable,
    query: { by: PgColumn | PgColumn[]; order?: PgColumn; fields?: TFields },
  ) => {
    const owners = Array.isArray(query.by) ? query.by : [query.by];
    const fields: SelectedFields = query.fields ?? getTableColumns(table);
    const rows = await db
      .select(fields)
      .from(table as PgTable)
      .where(or(...owners.map((owner) => eq(owner, userId))))
      .orderBy(...(query.order ? [asc(query.order)] : []));
    // What drizzle infers for these fields at a call site; it cannot while they are generic.
    return rows as SelectResultFields<TFields>[];
  };
}

export type AccountExportRepository = ReturnType<typeof accountExportRepository>;
export type AccountExtras = Awaited<ReturnType<AccountExportRepository['of']>>;
