import type { WithinHandlers } from '../../modules/feature-module';

/**
 * Who hears a deal's step, in the step's own transaction (decision 114's notify rule): the
 * pushes and e-mails of the members it waits for, and the nudge to a seller whose payouts a
 * new deal waits on. Beside `dealFrames` (deals.socket.ts), which runs after the commit.
 */
export const dealsWithin: WithinHandlers = {
  'offer.changed':
    ({ dealNotices, payoutNudges }) =>
    async (change, tx) => {
      await dealNotices.offerChanged(change, tx);
      await payoutNudges.offerChanged(change, tx);
    },
  'order.changed':
    ({ dealNotices }) =>
    (change, tx) =>
      dealNotices.orderChanged(change, tx),
  // A delivered post gone from its platform (the proof feature, issue 47).
  'order.post-removed':
    ({ postRemovals }) =>
    (removal, tx) =>
      postRemovals(removal, tx),
};
