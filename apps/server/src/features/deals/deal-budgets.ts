import { HOUR_MS, perMember } from '../../lib/route-budgets';

/**
 * Offers a member may make in an hour (issue 46, case 1): a busy brand sends a few a day; a
 * loop of offer, withdraw, offer again stops here, and with it the mails it sends.
 */
export const OFFERS_PER_HOUR = 30;

/** Every route budget of deals and payments, declared on their routes. */
export const DEAL_BUDGETS = {
  offers: perMember('offers', OFFERS_PER_HOUR, HOUR_MS),
  /** Accepting, declining, withdrawing and countering: each one mails the other party. */
  offerReplies: perMember('offer-replies', 120, HOUR_MS),
  /** Steps of an order (deliver, approve, changes, cancel, dispute, pay). */
  orderSteps: perMember('order-steps', 120, HOUR_MS),
  /** Payout onboarding and dashboard links: each one asks Stripe for an account link. */
  payouts: perMember('payouts', 30, HOUR_MS),
  legalName: perMember('legal-name', 60, HOUR_MS),
  /** A dispute's steps (a case, a proposal, a settlement, a withdrawal): each tells the other side. */
  disputes: perMember('disputes', 60, HOUR_MS),
};
