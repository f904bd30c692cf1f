import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

type Answer = (status: number, payload: unknown) => void;
type StripeObject = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const notFound = (what: string) => ({
  error: { type: 'invalid_request_error', message: `No such ${what}` },
});
const list = (path: string, data: unknown[]) => ({
  object: 'list',
  url: path,
  has_more: false,
  data,
});

/** What a new Express account still has to give before it can be paid. */
export const NEW_ACCOUNT_REQUIREMENTS = [
  'external_account',
  'individual.dob.day',
  'tos_acceptance.date',
];

/**
 * The Connect part of the Stripe stand-in (issue 33): Express accounts, account and login
 * links, payment-mode Checkout Sessions with their payment intents and charges, transfers
 * from a charge (`source_transaction`) and refunds, as Stripe documents them.
 */
export function fakeStripeConnect() {
  const accounts = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const charges = new Map<
    string,
    { id: string; amount: number; transferred: number; refunded: number }
  >();
  const transfers: StripeObject[] = [];
  const refunds: StripeObject[] = [];

  /** Answers a Connect request; false for a route it does not know. */
  function handle(route: string, params: URLSearchParams, url: URL, answer: Answer): boolean {
    const match = (pattern: RegExp) => pattern.exec(route)?.[1];
    if (route === 'POST /v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: params.get('type'),
        email: params.get('email'),
        metadata: { user_id: params.get('metadata[user_id]') },
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: NEW_ACCOUNT_REQUIREMENTS },
      };
      accounts.set(account.id, account);
      answer(200, account);
      return true;
    }
    const accountId = match(/^GET \/v1\/accounts\/([^/]+)$/);
    if (accountId) {
      const account = accounts.get(accountId);
      answer(account ? 200 : 404, account ?? notFound('account'));
      return true;
    }
    if (route === 'POST /v1/account_links') {
      const account = params.get('account') ?? '';
      if (!accounts.has(account)) answer(404, notFound('account'));
      else {
        answer(200, {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${account}/${id('link')}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      return true;
    }
    const loginFor = match(/^POST \/v1\/accounts\/([^/]+)\/login_links$/);
    if (loginFor) {
      answer(accounts.has(loginFor) ? 200 : 404, {
        object: 'login_link',
        url: `https://connect.stripe.com/express/${id('login')}`,
      });
      return true;
    }
    if (route === 'POST /v1/checkout/sessions') {
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: params.get('mode'),
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]') ?? 0),
        metadata: { order_id: params.get('metadata[order_id]') },
        transfer_group: params.get('payment_intent_data[transfer_group]'),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
      };
      sessions.set(session.id, {
        ...session,
        url: `https://checkout.stripe.com/c/pay/${session.id}`,
      });
      answer(200, sessions.get(session.id));
      return true;
    }
    const expiring = match(/^POST \/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    const open = expiring ? sessions.get(expiring) : undefined;
    if (expiring) {
      if (open?.status !== 'open') answer(400, notFound('open checkout.session'));
      else {
        sessions.set(expiring, { ...open, status: 'expired' });
        answer(200, sessions.get(expiring));
      }
      return true;
    }
    const sessionId = match(/^GET \/v1\/checkout\/sessions\/([^/]+)$/);
    if (sessionId) {
      const session = sessions.get(sessionId);
      answer(session ? 200 : 404, session ?? notFound('checkout.session'));
      return true;
    }
    const intentId = match(/^GET \/v1\/payment_intents\/([^/]+)$/);
    if (intentId) {
      const intent = intents.get(intentId);
      answer(intent ? 200 : 404, intent ?? notFound('payment_intent'));
      return true;
    }
    if (route === 'POST /v1/transfers') {
      const charge = charges.get(params.get('source_transaction') ?? '');
      const amount = Number(params.get('amount'));
      if (!charge || !accounts.has(params.get('destination') ?? '')) {
        answer(400, notFound('charge or destination'));
      } else if (charge.transferred + charge.refunded + amount > charge.amount) {
        answer(400, { error: { type: 'invalid_request_error', message: 'Insufficient funds' } });
      } else {
        charge.transferred += amount;
        const transfer = {
          id: id('tr'),
          object: 'transfer',
          amount,
          currency: params.get('currency'),
          destination: params.get('destination'),
          source_transaction: charge.id,
          transfer_group: params.get('transfer_group'),
        };
        transfers.push(transfer);
        answer(200, transfer);
      }
      return true;
    }
    if (route === 'GET /v1/transfers') {
      const group = url.searchParams.get('transfer_group');
      answer(
        200,
        list(
          '/v1/transfers',
          transfers.filter((t) => !group || t.transfer_group === group),
        ),
      );
      return true;
    }
    if (route === 'POST /v1/refunds') {
      const intent = intents.get(params.get('payment_intent') ?? '');
      const charge = intent && charges.get(String(intent.latest_charge));
      if (!intent || !charge) {
        answer(404, notFound('payment_intent'));
        return true;
      }
      const amount = Number(params.get('amount') ?? charge.amount - charge.refunded);
      charge.refunded += amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      answer(200, refund);
      return true;
    }
    if (route === 'GET /v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      answer(
        200,
        list(
          '/v1/refunds',
          refunds.filter((r) => !intent || r.payment_intent === intent),
        ),
      );
      return true;
    }
    return false;
  }

  return {
    handle,
    accounts,
    sessions,
    transfers,
    refunds,
    /** Changes what Stripe says about an account (as onboarding on Stripe's pages would). */
    setAccount(accountId: string, values: Record<string, unknown>) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      accounts.set(accountId, { ...account, ...values });
      return accounts.get(accountId) as StripeObject;
    },
    /** The account finishes onboarding: it can take charges and get payouts. */
    activate(accountId: string) {
      return this.setAccount(accountId, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [] },
      });
    },
    /** The buyer pays on Stripe's page: a payment intent and its charge; the session object. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`no open session ${sessionId}`);
      const charge = {
        id: id('ch'),
        amount: Number(session.amount_total),
        transferred: 0,
        refunded: 0,
      };
      charges.set(charge.id, charge);
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        latest_charge: charge.id,
        amount: charge.amount,
      };
      intents.set(intent.id, intent);
      const paid = {
        ...session,
        payment_status: 'paid',
        status: 'complete',
        payment_intent: intent.id,
      };
      sessions.set(sessionId, paid);
      return paid;
    },
    chargeOf: (chargeId: string) => charges.get(chargeId),
  };
}

/** A webhook delivery as Stripe signs it: the body and its `stripe-signature` header. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  eventId = id('evt'),
) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return { payload, signature };
}
