import type { Deliverable, OfferState, OrderEventKind, OrderState } from './deals';
import type { OFF_PLATFORM_WARNING } from './off-platform';
import type { DealMoney, OrderPayment } from './payments';
import type { OrderPost, OrderResults } from './proof';

/** The deals' wire objects (issue 32): offers and orders as members and admins read them. */

/** The terms an offer proposes and its order keeps: usernames for people, null once deleted. */
interface DealTerms {
  id: number;
  buyer: string | null;
  seller: string | null;
  title: string;
  deliverables: Deliverable[];
  price: number;
  /** YYYY-MM-DD. */
  due_date: string;
  usage_rights: string;
  revisions: number;
}

/** An offer as both members see it (ISO times). */
export interface Offer extends DealTerms {
  from: string | null;
  to: string | null;
  message: string;
  state: OfferState;
  expires_at: string;
  created_at: string;
  /** The version this one countered. */
  previous_id: number | null;
  /**
   * To its receiver only: the offer's words ask to move the deal or the payment off Partnerly
   * (issue 46); the web app shows OFF_PLATFORM_NOTICE under it.
   */
  warning?: typeof OFF_PLATFORM_WARNING;
  /** The conversation it was made in: what a member blocks to stop its sender (issue 46). */
  dialogue: number;
  /** What accepting it would cost the buyer and pay the seller, and whether through Partnerly. */
  payment: DealMoney;
}

export interface OrderTimelineEntry {
  at: string;
  /** The member who acted; null for Partnerly (the auto-approval, an admin's resolution). */
  by: string | null;
  kind: OrderEventKind;
  note: string;
}

export interface Order extends DealTerms {
  offer_id: number;
  revisions_left: number;
  state: OrderState;
  delivery: {
    note: string;
    links: string[];
    at: string;
    /** To the buyer only: the note asks to move off Partnerly (issue 46), as on offers. */
    warning?: typeof OFF_PLATFORM_WARNING;
  } | null;
  /** When a delivery waiting for the buyer approves itself; null in any other state. */
  auto_approves_at: string | null;
  timeline: OrderTimelineEntry[];
  created_at: string;
  /** How the order is paid (issue 33). */
  payment: OrderPayment;
  /** The campaign it came from (an application's offer), to both members; null when none. */
  campaign: { id: number; title: string } | null;
  /** GET api/orders/{id}/ only: the delivered posts as their platforms report them (issue 47). */
  posts?: OrderPost[];
  /** GET api/orders/{id}/ only: the verified posts' numbers together; null before any. */
  results?: OrderResults | null;
}

/** GET api/admin/orders/{id}/: the order and the newest messages of its conversation. */
export interface AdminOrderData {
  order: Order;
  conversation: {
    id: number;
    sender: string | null;
    text: string;
    date: string;
    removed: boolean;
  }[];
}

/** GET and PUT api/account/legal-name/. */
export interface LegalNameData {
  legal_name: string | null;
}

/** Socket frames about deals, sent to both members on every change. */
export type DealFrame = { offer: Offer } | { order: Order };
