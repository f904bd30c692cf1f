import type { Order, OrderEventKind, OrderPayment } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { DealStep } from '../../events/event-map';
import { ORDER_TRANSITIONS, type OrderAction } from './deal-rules';
import { presentOrder } from './deals.presenter';
import { campaignsOfOrders } from './order-campaigns.repository';
import { dealsRepository, type NewOrder, type OrderGuard, type OrderRow } from './deals.repository';
import type { Split } from './payment-settlements.service';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The moment an order is due: the end of its due date, in UTC. */
export const dueMomentOf = (dueDate: string) =>
  new Date(Date.parse(`${dueDate}T00:00:00Z`) + DAY_MS);

/** One step of an order as the service stores it. */
export interface Step {
  action: OrderAction;
  changes: Partial<NewOrder>;
  guard?: OrderGuard;
  /** The member who took it; null for Partnerly. */
  by: number | null;
  kind: OrderEventKind;
  note?: string;
  step: DealStep;
  waiting: (number | null)[];
  /** Jobs the step calls for, queued in its transaction. */
  then?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** An admin's split of a disputed order's payment (issue 33). */
  split?: Split;
}

/** What order steps need of payments: presenting them. */
export interface StepPayments {
  presentAll(rows: OrderRow[]): Promise<OrderPayment[]>;
}

/** What order steps need of settlements: settling a closed order's payment. */
export interface StepSettlements {
  plan(tx: Tx, order: OrderRow, split?: Split): Promise<void>;
}

/**
 * How an order moves on, whoever moves it (a member, a job, an admin): one conditional UPDATE
 * naming the states it leaves (ORDER_TRANSITIONS), its timeline entry, its jobs and its event,
 * in one transaction, so of two racing steps exactly one finds the order as it expected.
 */
export function orderSteps({
  db,
  events,
  payments,
  settlements,
}: {
  db: Database;
  events: EventBus;
  payments: StepPayments;
  settlements: StepSettlements;
}) {
  const repository = dealsRepository(db);

  /** The orders as `viewerId` sees them; without a viewer (an admin) no warning shows. */
  async function presentAll(rows: OrderRow[], viewerId?: number): Promise<Order[]> {
    const [timeline, paid, campaigns] = await Promise.all([
      repository.eventsOf(rows.map((row) => row.id)),
      payments.presentAll(rows),
      campaignsOfOrders(db, rows),
    ]);
    const names = await repository.usernames([
      ...rows.flatMap((row) => [row.buyerId, row.sellerId]),
      ...timeline.map((event) => event.byId),
    ]);
    return rows.map((row, index) =>
      presentOrder(
        row,
        timeline.filter((event) => event.orderId === row.id),
        names,
        paid[index] as OrderPayment,
        viewerId,
        campaigns.get(row.id),
      ),
    );
  }

  async function present(row: OrderRow, viewerId?: number): Promise<Order> {
    const [order] = await presentAll([row], viewerId);
    if (!order) throw new Error('order not presented');
    return order;
  }

  /**
   * Stores one step; undefined when the order was no longer as the step expected (another
   * step got there first). Callers answering a member turn that into a 409.
   */
  async function take(id: number, step: Step, now: Date): Promise<OrderRow | undefined> {
    return inTransaction(db, async (tx) => {
      const orders = dealsRepository(tx);
      const changed = await orders.changeOrder(
        id,
        ORDER_TRANSITIONS[step.action].from,
        { ...step.changes, updatedAt: now },
        step.guard,
      );
      if (!changed) return undefined;
      await orders.addEvent({
        orderId: id,
        byId: step.by,
        kind: step.kind,
        note: step.note ?? '',
        at: now,
      });
      await step.then?.(tx, changed);
      // A held payment follows its order: released when it completes, refunded when cancelled.
      if (changed.state === 'completed' || changed.state === 'cancelled') {
        await settlements.plan(tx, changed, step.split);
      }
      await events.publishWithin(tx, 'order.changed', {
        orderId: id,
        step: step.step,
        memberIds: [changed.buyerId, changed.sellerId].filter((m): m is number => m !== null),
        waiting: step.waiting.filter((m): m is number => m !== null),
      });
      return changed;
    });
  }

  return { take, present, presentAll };
}

export type OrderSteps = ReturnType<typeof orderSteps>;
