import {
  DEAL_MESSAGES,
  DEAL_REMINDER_HOURS,
  DISPUTE_MESSAGES,
  formatDollars,
  type DisputeData,
  type DisputeFile,
  type Order,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import { databaseFileStore } from '../chat/file-store';
import type { User } from '../users/user';
import type { AuditLog } from './deal-ports';
import type { DealJobs } from './deal-job-payloads';
import { autoApprovalAt, counterpartOf, sideOf } from './deal-rules';
import { dealsRepository, type OrderRow } from './deals.repository';
import { disputesRepository } from './disputes.repository';
import { presentDispute } from './disputes.presenter';
import { disputeFilesStore, presentDisputeFile, type DisputeFileDownload } from './dispute-files';
import { HOUR_MS, type OrderSteps, type Step } from './order-steps';

type Side = 'buyer' | 'seller';

/**
 * A dispute step in the audit log, as Partnerly's record of what a member did (the log's
 * actor column names admins and Partnerly, never members): `order.dispute.<action>`.
 */
const auditDispute = (
  audit: AuditLog,
  tx: Tx,
  me: User,
  id: number,
  action: string,
  details: Record<string, unknown> = {},
) =>
  audit.record(
    {
      admin: 'partnerly',
      action: `order.dispute.${action}`,
      target: `order:${id}`,
      details: { member: me.username, ...details },
    },
    tx,
  );

/** Opens an order's dispute in the dispute step's transaction (orders.service.ts). */
export async function openDispute(
  tx: Tx,
  audit: AuditLog,
  opening: { order: OrderRow; side: Side; me: User; reason: string },
) {
  const { order, side, me, reason } = opening;
  await disputesRepository(tx).open(order, side, me.id, reason, clockNow());
  await auditDispute(audit, tx, me, order.id, 'open', { side, previous_state: order.state });
}

/**
 * The resolution centre (issue 53, point 4; decision 106): while an order is disputed, each
 * side states its case, either side withdraws the dispute, and the two settle on a split one
 * proposes and the other confirms. Every step is an order step (order-steps.ts): one
 * conditional UPDATE of the disputed order, its timeline entry, its audit line and its event
 * in one transaction, so of two confirmations exactly one settles and the money moves once.
 */
export function disputesService(deps: {
  db: Database;
  steps: OrderSteps;
  audit: AuditLog;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
}) {
  const { db, steps, audit, jobs } = deps;
  const orders = dealsRepository(db);
  const disputes = disputesRepository(db);
  const caseFiles = disputeFilesStore(db, databaseFileStore(db));

  /** The member's disputed order (404 for anyone else's, 409 when it is not disputed). */
  async function disputed(me: User, id: number) {
    const order = await orders.findOrder(id);
    const side = order && sideOf(order, me.id);
    if (!order || !side) throw notFound();
    if (order.state !== 'disputed') throw conflict(DISPUTE_MESSAGES.notOpen);
    return { order, side };
  }

  const audited = (tx: Tx, me: User, id: number, action: string, details = {}) =>
    auditDispute(audit, tx, me, id, action, details);

  /** Takes a step of a disputed order: a 409 when another step changed it first. */
  async function take(me: User, id: number, step: Omit<Step, 'by'>): Promise<Order> {
    const changed = await steps.take(id, { ...step, by: me.id }, clockNow());
    if (!changed) throw conflict(DEAL_MESSAGES.wrongState);
    return steps.present(changed, me.id);
  }

  /** A delivery under review when the dispute opened gets its review time again. */
  async function restartReview(tx: Tx, order: OrderRow) {
    if (order.state !== 'delivered' || !order.deliveredAt) return;
    const payload = { orderId: order.id, deliveredAt: order.deliveredAt.toISOString() };
    const approveAt = autoApprovalAt(order.deliveredAt);
    await jobs.enqueue('deals.auto-approval', payload, { tx, runAt: approveAt });
    await jobs.enqueue(
      'deals.reminder',
      { ...payload, kind: 'auto-approval' },
      { tx, runAt: new Date(approveAt.getTime() - DEAL_REMINDER_HOURS * HOUR_MS) },
    );
  }

  return {
    /** GET api/orders/{id}/dispute/: the order's latest dispute (404 for anyone else's). */
    async view(me: User, id: number): Promise<DisputeData> {
      const order = await orders.findOrder(id);
      if (!order || !sideOf(order, me.id)) throw notFound();
      return this.viewOf(order);
    },

    /** GET api/admin/orders/{id}/dispute/: the same for an admin (404 for no order). */
    async adminView(id: number): Promise<DisputeData> {
      const order = await orders.findOrder(id);
      if (!order) throw notFound();
      return this.viewOf(order);
    },

    async viewOf(order: OrderRow): Promise<DisputeData> {
      const found = await disputes.find(order.id);
      if (!found) return { dispute: null };
      const [names, files] = await Promise.all([
        orders.usernames([found.row.openedById, found.row.proposedById]),
        caseFiles.ofOrder(order.id),
      ]);
      return {
        dispute: presentDispute(
          order,
          found.row,
          found.cases,
          names,
          files.map(presentDisputeFile),
        ),
      };
    },

    /**
     * POST api/orders/{id}/dispute/files/: a file for the member's case while the dispute is
     * open (404 for anyone else's order, 409 when not disputed); read only once allowed.
     */
    async addFile(
      me: User,
      id: number,
      read: () => Promise<{ bytes: Buffer; name: string }>,
    ): Promise<DisputeFile> {
      const { order, side } = await disputed(me, id);
      return caseFiles.add(order.id, side, me.id, await read());
    },

    /** A case's file (or its thumbnail) for the order's two members and admins; 404 else. */
    async file(me: User, id: number, fileId: number, thumb: boolean): Promise<DisputeFileDownload> {
      const order = await orders.findOrder(id);
      if (!order || (!sideOf(order, me.id) && !me.isAdmin)) throw notFound();
      return caseFiles.download(order.id, fileId, thumb);
    },

    /** PUT api/orders/{id}/dispute/case/: the member's case, replaced while it is open. */
    async stateCase(me: User, id: number, text: string): Promise<Order> {
      const { order, side } = await disputed(me, id);
      const found = await disputes.find(id);
      const first = !found?.cases.some((item) => item.side === side);
      return take(me, id, {
        action: 'state_case',
        changes: {},
        kind: 'dispute_case',
        step: 'order.dispute-case',
        // The other side hears of a first statement; later edits only show on the order.
        waiting: first ? [counterpartOf(order, side)] : [],
        then: async (tx) => {
          await disputesRepository(tx).setCase(id, side, text, clockNow());
          await audited(tx, me, id, 'case', { side });
        },
      });
    },

    /** POST api/orders/{id}/dispute/withdraw/: back to the state the dispute paused. */
    async withdraw(me: User, id: number): Promise<Order> {
      const { order, side } = await disputed(me, id);
      const found = await disputes.find(id);
      if (!found || found.row.closedAt !== null) throw conflict(DISPUTE_MESSAGES.notOpen);
      const back = found.row.previousState;
      const now = clockNow();
      return take(me, id, {
        action: 'withdraw_dispute',
        // A delivery under review restarts its review clock (decision 106).
        changes: { state: back, ...(back === 'delivered' && { deliveredAt: now }) },
        kind: 'dispute_withdrawn',
        step: 'order.dispute-withdrawn',
        waiting: [counterpartOf(order, side)],
        then: async (tx, changed) => {
          const closed = await disputesRepository(tx).close(id, now);
          if (closed?.previousState !== back) throw conflict(DEAL_MESSAGES.wrongState);
          await restartReview(tx, changed);
          await audited(tx, me, id, 'withdraw', { back_to: back });
        },
      });
    },

    /** POST api/orders/{id}/dispute/proposal/: a split for the other side to confirm. */
    async propose(me: User, id: number, sellerAmount: number): Promise<Order> {
      const { order, side } = await disputed(me, id);
      if (sellerAmount >= order.price) {
        throw fieldError('seller_amount', DISPUTE_MESSAGES.splitTooLarge);
      }
      const refund = order.price - sellerAmount;
      return take(me, id, {
        action: 'propose_split',
        changes: {},
        kind: 'split_proposed',
        note: `${formatDollars(sellerAmount)} to the seller, ${formatDollars(refund)} back to the buyer`,
        step: 'order.split-proposed',
        waiting: [counterpartOf(order, side)],
        then: async (tx) => {
          if (!(await disputesRepository(tx).propose(id, me.id, sellerAmount, clockNow()))) {
            throw conflict(DISPUTE_MESSAGES.notOpen);
          }
          await audited(tx, me, id, 'propose', { seller_amount: sellerAmount });
        },
      });
    },

    /**
     * POST api/orders/{id}/dispute/settle/: the other side confirms the proposal; the order
     * completes with the admin's split money path (order-payments.service.ts, `plan`).
     */
    async settle(me: User, id: number, sellerAmount: number): Promise<Order> {
      const { order, side } = await disputed(me, id);
      const proposal = (await disputes.find(id))?.row;
      if (proposal?.proposedSellerAmount == null) throw conflict(DISPUTE_MESSAGES.noProposal);
      if (proposal.proposedById === me.id) throw conflict(DISPUTE_MESSAGES.ownProposal);
      if (proposal.proposedSellerAmount !== sellerAmount) {
        throw conflict(DISPUTE_MESSAGES.proposalChanged);
      }
      const other = counterpartOf(order, side);
      const refund = order.price - sellerAmount;
      return take(me, id, {
        action: 'settle',
        changes: { state: 'completed' },
        kind: 'settled',
        note: `${formatDollars(sellerAmount)} to the seller, ${formatDollars(refund)} back to the buyer`,
        step: 'order.settled',
        waiting: [other],
        split: { refundAmount: refund },
        then: async (tx) => {
          const closed = await disputesRepository(tx).close(id, clockNow(), {
            byId: other ?? -1,
            sellerAmount,
          });
          if (!closed) throw conflict(DISPUTE_MESSAGES.proposalChanged);
          await audited(tx, me, id, 'settle', {
            seller_amount: sellerAmount,
            refund_amount: refund,
          });
        },
      });
    },
  };
}

export type DisputesService = ReturnType<typeof disputesService>;
