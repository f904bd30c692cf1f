import {
  DEAL_MESSAGES,
  orderIdOf,
  type AdminOrderData,
  type Order,
  type OrderState,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { UsersService } from '../users/users.service';
import type { AuditLog, Conversations } from './deal-ports';
import { dealsRepository } from './deals.repository';
import type { PaymentSettlementsService } from './payment-settlements.service';
import type { OrderSteps } from './order-steps';

/** How much of the conversation an admin sees beside a disputed order. */
const ADMIN_MESSAGES = 50;

/** The admin's side of orders (issue 32): the Deals tab, an order's detail, a dispute's verdict. */
export function ordersAdminService({
  db,
  users,
  conversations,
  steps,
  audit,
  settlements,
}: {
  db: Database;
  users: Pick<UsersService, 'findByUsername'>;
  conversations: Pick<Conversations, 'recentMessages'>;
  steps: OrderSteps;
  audit: AuditLog;
  settlements: Pick<PaymentSettlementsService, 'checkSplit'>;
}) {
  const repository = dealsRepository(db);
  const { take, present, presentAll } = steps;
  return {
    /** An order for an admin: with the newest messages of its conversation (404 for none). */
    async adminDetail(id: number): Promise<AdminOrderData> {
      const row = await repository.findOrder(id);
      if (!row) throw notFound();
      const messages = await conversations.recentMessages(row.dialogueId, ADMIN_MESSAGES);
      const names = await repository.usernames(messages.map((message) => message.senderId));
      return {
        order: await present(row),
        conversation: messages.map((message) => ({
          id: message.id,
          sender: names.get(message.senderId) ?? null,
          text: message.removed ? '' : message.text,
          date: message.createdAt,
          removed: message.removed,
        })),
      };
    },

    /** The admin's Deals tab: open disputes first; `q` is a username or an order number. */
    async adminList(state?: OrderState, q?: string): Promise<Order[]> {
      if (!q) return presentAll(await repository.adminOrders({ state }));
      const orderId = orderIdOf(q);
      const user = await users.findByUsername(q);
      if (orderId === undefined && !user) return [];
      return presentAll(await repository.adminOrders({ state, orderId, userId: user?.id }));
    },

    /**
     * POST api/admin/orders/{id}/resolve/: an admin's verdict on a dispute (a note both members
     * see), audited in the same transaction; a split completes the order and refunds part of
     * its payment. 404 for no order.
     */
    async resolve(
      admin: { id: number; username: string },
      id: number,
      verdict: 'completed' | 'cancelled' | 'split',
      note: string,
      refundAmount?: number,
    ): Promise<Order> {
      const order = await repository.findOrder(id);
      if (!order) throw notFound();
      const split = verdict === 'split' ? { refundAmount: refundAmount ?? 0 } : undefined;
      settlements.checkSplit(order, split);
      if (order.state !== 'disputed') throw conflict(DEAL_MESSAGES.notDisputed);
      const outcome = verdict === 'cancelled' ? 'cancelled' : 'completed';
      const changed = await take(
        id,
        {
          action: 'resolve',
          changes: { state: outcome },
          by: null,
          kind: 'resolved',
          note,
          step: 'order.resolved',
          waiting: [order.buyerId, order.sellerId],
          split,
          then: (tx) =>
            audit.record(
              {
                admin,
                action: 'order.resolve',
                target: `order:${id}`,
                details: { outcome: verdict, note, ...(split && { refund_amount: refundAmount }) },
              },
              tx,
            ),
        },
        clockNow(),
      );
      if (!changed) throw conflict(DEAL_MESSAGES.notDisputed);
      return present(changed);
    },
  };
}

export type OrdersAdminService = ReturnType<typeof ordersAdminService>;
