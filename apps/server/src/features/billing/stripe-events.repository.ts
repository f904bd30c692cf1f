import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { stripeEvents } from '../../db/schema';

export function stripeEventsRepository(db: Database) {
  return {
    /**
     * Runs `handle` unless the event was already processed. The id is recorded first so a
     * concurrent redelivery skips it; a failure removes it again so Stripe's retry is handled.
     */
    async processOnce(event: Stripe.Event, handle: () => Promise<void>) {
      const claimed = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (claimed.length === 0) return;
      try {
        await handle();
      } catch (error) {
        await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
        throw error;
      }
    },
  };
}
