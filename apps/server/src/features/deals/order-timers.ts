import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { clockNow } from '../../lib/jobs/job-worker';
import type { DealNotices } from './deal-notices';
import type { DeliveryProof } from './deal-ports';
import { autoApprovableBy, counterpartOf } from './deal-rules';
import { dealsRepository } from './deals.repository';
import type { OrderSteps } from './order-steps';

/** What happens to orders when time passes: the auto-approval and the reminders (jobs). */
export function orderTimers({
  db,
  steps,
  notices,
  proof,
}: {
  db: Database;
  steps: OrderSteps;
  notices: Pick<DealNotices, 'queue'>;
  proof?: Pick<DeliveryProof, 'holdsApproval'>;
}) {
  const repository = dealsRepository(db);
  const { take } = steps;

  /**
   * A delivery whose posts did not verify (issue 47) waits for the buyer instead: a timeline
   * line saying why, and both members told. Guarded like the approval, so a later delivery or
   * an answer from the buyer first leaves it alone.
   */
  async function holdApproval(id: number, deliveredAt: string, reason: string, now: Date) {
    const order = await repository.findOrder(id);
    if (!order) return;
    await take(
      id,
      {
        action: 'auto_approve',
        changes: {},
        guard: { deliveredAt: new Date(deliveredAt), deliveredBy: autoApprovableBy(now) },
        by: null,
        kind: 'approval_held',
        note: reason,
        step: 'order.approval-held',
        waiting: [order.buyerId, order.sellerId],
      },
      now,
    );
  }

  return {
    /**
     * The auto-approval job: a delivery still unanswered three days on is approved. A later
     * delivery (after changes) has its own job; this one then finds another delivery time.
     */
    async autoApprove(id: number, deliveredAt: string): Promise<void> {
      const now = clockNow();
      const held = await proof?.holdsApproval(id, new Date(deliveredAt));
      if (held) return holdApproval(id, deliveredAt, held, now);
      await take(
        id,
        {
          action: 'auto_approve',
          changes: { state: 'completed' },
          guard: {
            deliveredAt: new Date(deliveredAt),
            deliveredBy: autoApprovableBy(now),
          },
          by: null,
          kind: 'auto_approved',
          step: 'order.auto-approved',
          waiting: [],
        },
        now,
      );
    },

    /** The reminder jobs: due in 24 hours (the seller), auto-approval in 24 hours (the buyer). */
    async remind(id: number, kind: 'due' | 'auto-approval', deliveredAt?: string): Promise<void> {
      const order = await repository.findOrder(id);
      if (!order) return;
      const due =
        kind === 'due' && (order.state === 'active' || order.state === 'changes_requested');
      const approval =
        kind === 'auto-approval' &&
        order.state === 'delivered' &&
        order.deliveredAt?.toISOString() === deliveredAt;
      const userId = due ? order.sellerId : approval ? order.buyerId : null;
      if (userId === null) return;
      const names = await repository.usernames([order.buyerId, order.sellerId]);
      const counterpart = counterpartOf(order, due ? 'seller' : 'buyer');
      await inTransaction(db, (tx) =>
        notices.queue(
          {
            userId,
            step: due ? 'order.due-soon' : 'order.auto-approval-soon',
            title: order.title,
            counterpart: counterpart === null ? null : (names.get(counterpart) ?? null),
            // Partnerly's own reminder, grouped apart from what the other member does.
            counterpartId: null,
            orderId: order.id,
          },
          tx,
        ),
      );
    },
  };
}

export type OrderTimers = ReturnType<typeof orderTimers>;
