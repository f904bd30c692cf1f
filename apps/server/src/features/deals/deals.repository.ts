import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OfferState, OrderState } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { legalNames, offers, orderEvents, orders, users } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** What else must hold for an order's change, checked in the same UPDATE. */
export interface OrderGuard {
  /** A revision is left, and this change spends it. */
  spendRevision?: boolean;
  /** Who asked to cancel (null: nobody yet). */
  cancelRequestedBy?: number | null;
  /** Nothing delivered, and the due date (YYYY-MM-DD) is before this one. */
  undeliveredDueBefore?: string;
  /** The delivery is still the one of this time (a later delivery restarts its clock). */
  deliveredAt?: Date;
  /** Delivered at or before this time. */
  deliveredBy?: Date;
  /** Opened at or before this time (an unpaid order's expiry, decision 092). */
  createdBy?: Date;
  /** Still in the state its member saw (a dispute keeps the state it paused, decision 106). */
  state?: OrderState;
}

/** The first key of the advisory locks that serialise offers per conversation. */
const OFFER_LOCK_SPACE = 32;

/** Offers, orders, their timeline and legal names: the only SQL of the deals feature. */
export function dealsRepository(db: Database) {
  return {
    /**
     * Holds a conversation's offer lock until the transaction ends, so two offers made at once
     * cannot both pass the limit of open offers.
     */
    async lockConversation(dialogueId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${OFFER_LOCK_SPACE}, ${dialogueId})`);
    },

    /** Open offers of a conversation that have not yet run out at `now`. */
    async countOpenOffers(dialogueId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(offers)
        .where(
          and(
            eq(offers.dialogueId, dialogueId),
            eq(offers.state, 'open'),
            gt(offers.expiresAt, now),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Whether `memberId` ever answered `otherId` through offers: made them one (a counter
     * included) or accepted or declined one of theirs.
     */
    async answeredByOffer(memberId: number, otherId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .where(
          or(
            and(eq(offers.fromId, memberId), eq(offers.toId, otherId)),
            and(
              eq(offers.fromId, otherId),
              eq(offers.toId, memberId),
              inArray(offers.state, ['accepted', 'declined']),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The ids of a member's open offers (to close them when the member is suspended). */
    async openOffersFrom(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.fromId, userId), eq(offers.state, 'open')));
      return rows.map((row) => row.id);
    },

    async insertOffer(values: NewOffer): Promise<OfferRow> {
      const [row] = await db.insert(offers).values(values).returning();
      if (!row) throw new Error('offer not stored');
      return row;
    },

    async findOffer(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row;
    },

    /** A member's offers, made or received, newest first. */
    offersOf(userId: number, filter: { state?: OfferState; otherId?: number }) {
      const conditions: SQL[] = [or(eq(offers.fromId, userId), eq(offers.toId, userId)) as SQL];
      if (filter.state) conditions.push(eq(offers.state, filter.state));
      if (filter.otherId !== undefined) {
        conditions.push(
          or(eq(offers.fromId, filter.otherId), eq(offers.toId, filter.otherId)) as SQL,
        );
      }
      return db
        .select()
        .from(offers)
        .where(and(...conditions))
        .orderBy(desc(offers.id))
        .limit(200);
    },

    /**
     * Moves an open offer to `state` in one statement: of two
     * requests racing for the same offer (two accepts, accept and withdraw), the second finds
     * it no longer open and changes nothing (undefined).
     */
    async closeOffer(id: number, state: OfferState, now: Date): Promise<OfferRow | undefined> {
      // Only the expiry takes an offer whose time ran out; only people take one still running.
      const timely = state === 'expired' ? lte(offers.expiresAt, now) : gt(offers.expiresAt, now);
      const [row] = await db
        .update(offers)
        .set({ state, closedAt: now })
        .where(and(eq(offers.id, id), eq(offers.state, 'open'), timely))
        .returning();
      return row;
    },

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('order not stored');
      return row;
    },

    async findOrder(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** A member's orders, bought or sold, newest first. */
    ordersOf(userId: number, filter: { state?: OrderState; otherId?: number }) {
      const conditions: SQL[] = [
        or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)) as SQL,
      ];
      if (filter.state) conditions.push(eq(orders.state, filter.state));
      if (filter.otherId !== undefined) {
        conditions.push(
          or(eq(orders.buyerId, filter.otherId), eq(orders.sellerId, filter.otherId)) as SQL,
        );
      }
      return db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.id))
        .limit(200);
    },

    /**
     * Changes an order only while it is in one of `from` and `condition` holds, in one
     * statement (UPDATE ... WHERE state IN ... RETURNING): of two racing changes (approve and
     * the auto-approval) exactly one finds the order as it expected.
     */
    async changeOrder(
      id: number,
      from: readonly OrderState[],
      changes: Partial<NewOrder>,
      guard: OrderGuard = {},
    ): Promise<OrderRow | undefined> {
      const conditions: SQL[] = [eq(orders.id, id), inArray(orders.state, [...from])];
      const set: Partial<Record<keyof NewOrder, unknown>> = { ...changes };
      if (guard.spendRevision) {
        conditions.push(gt(orders.revisionsLeft, 0));
        set.revisionsLeft = sql`${orders.revisionsLeft} - 1`;
      }
      if (guard.cancelRequestedBy !== undefined) {
        conditions.push(
          guard.cancelRequestedBy === null
            ? isNull(orders.cancelRequestedBy)
            : eq(orders.cancelRequestedBy, guard.cancelRequestedBy),
        );
      }
      if (guard.undeliveredDueBefore !== undefined) {
        conditions.push(isNull(orders.deliveredAt), lt(orders.dueDate, guard.undeliveredDueBefore));
      }
      if (guard.deliveredAt !== undefined)
        conditions.push(eq(orders.deliveredAt, guard.deliveredAt));
      if (guard.deliveredBy !== undefined)
        conditions.push(lte(orders.deliveredAt, guard.deliveredBy));
      if (guard.createdBy !== undefined) conditions.push(lte(orders.createdAt, guard.createdBy));
      if (guard.state !== undefined) conditions.push(eq(orders.state, guard.state));
      const [row] = await db
        .update(orders)
        .set(set as Partial<NewOrder>)
        .where(and(...conditions))
        .returning();
      return row;
    },

    async addEvent(values: NewOrderEvent): Promise<void> {
      await db.insert(orderEvents).values(values);
    },

    /** The timelines of some orders, oldest entry first. */
    eventsOf(orderIds: readonly number[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, [...orderIds]))
        .orderBy(asc(orderEvents.id));
    },

    /** Usernames by user id. */
    async usernames(ids: readonly (number | null)[]): Promise<Map<number, string>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The orders of the admin's Deals tab: open disputes first, then the newest. */
    adminOrders(filter: { state?: OrderState; userId?: number; orderId?: number }) {
      const conditions: SQL[] = [];
      if (filter.state) conditions.push(eq(orders.state, filter.state));
      const matches: SQL[] = [];
      if (filter.userId !== undefined) {
        matches.push(
          or(eq(orders.buyerId, filter.userId), eq(orders.sellerId, filter.userId)) as SQL,
        );
      }
      if (filter.orderId !== undefined) matches.push(eq(orders.id, filter.orderId));
      if (matches.length > 0) conditions.push(or(...matches) as SQL);
      return db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(sql`${orders.state} = 'disputed'`), desc(orders.id))
        .limit(100);
    },

    async legalNames(ids: readonly (number | null)[]): Promise<Map<number, string>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db.select().from(legalNames).where(inArray(legalNames.userId, wanted));
      return new Map(rows.map((row) => [row.userId, row.name]));
    },

    /** Stores the member's legal name unless one is stored already (false then). */
    async setLegalName(userId: number, name: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(legalNames)
        .values({ userId, name, setAt: at })
        .onConflictDoNothing()
        .returning({ userId: legalNames.userId });
      return rows.length > 0;
    },
  };
}

export type DealsRepository = ReturnType<typeof dealsRepository>;
