import type { EventBus } from '../../events/event-bus';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodes, promoRedemptions, subscriptions } from '../../db/schema';
import { badRequest } from '../../lib/errors';

export const PROMO_INVALID = 'This promo code is not valid.';

export interface NewPromoCode {
  code: string;
  expiresOn: string;
  amount: number;
  percent: number;
  email?: string | null;
}

/** Lifetime Full Access codes: admins create them, users redeem them. */
export function promoService({ db, events }: { db: Database; events: EventBus }) {
  return {
    /**
     * Redeems a code in one transaction: a conditional decrement never lets concurrent
     * redemptions exceed the code's uses, and the (code, user) key stops a second use.
     */
    async redeem(userId: number, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [promo] = await tx
          .update(promoCodes)
          .set({ amount: sql`${promoCodes.amount} - 1` })
          .where(
            and(
              sql`lower(${promoCodes.code}) = ${code.trim().toLowerCase()}`,
              gt(promoCodes.amount, 0),
              sql`${promoCodes.expiresOn} >= current_date`,
            ),
          )
          .returning({ id: promoCodes.id });
        if (!promo) throw badRequest(PROMO_INVALID);
        const redeemed = await tx
          .insert(promoRedemptions)
          .values({ promoCodeId: promo.id, userId })
          .onConflictDoNothing()
          .returning({ userId: promoRedemptions.userId });
        // Throwing rolls the decrement back.
        if (redeemed.length === 0) throw badRequest(PROMO_INVALID);
        const lifetime = { status: 'active', promocodeUsed: true, updatedAt: new Date() };
        await tx
          .insert(subscriptions)
          .values({ userId, startedAt: new Date(), ...lifetime })
          .onConflictDoUpdate({
            target: subscriptions.userId,
            set: { ...lifetime, startedAt: sql`coalesce(${subscriptions.startedAt}, now())` },
          });
      });
      await events.publish('subscription.changed', { userId, active: true });
    },

    async create(values: NewPromoCode) {
      const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(promoCodes)
        .where(eq(promoCodes.id, id))
        .returning({ id: promoCodes.id });
      return rows.length === 1;
    },
  };
}

export type PromoService = ReturnType<typeof promoService>;
