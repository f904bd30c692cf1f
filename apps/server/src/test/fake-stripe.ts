import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { fakeStripeConnect } from './fake-stripe-connect';

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey?: string;
}

/** An answer the fake gives instead of the real one, e.g. Stripe being down. */
export interface StripeFault {
  method?: string;
  path: string;
  status: number;
  /** How many requests it answers; unlimited when absent. */
  times?: number;
  /** Carry out the request anyway and answer the fault: a reply lost on the way. */
  afterEffect?: boolean;
}

const faultBody = (status: number) =>
  status === 429
    ? { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' }
    : status === 401
      ? { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_***' }
      : status === 400
        ? { type: 'invalid_request_error', message: 'No such price: price_full_access' }
        : { type: 'api_error', message: 'Stripe is temporarily unavailable' };

type SubscriptionObject = Record<string, unknown> & {
  id: string;
  customer: string;
  status: string;
};

/**
 * A local HTTP server speaking the part of Stripe's API the app uses (customers, Checkout
 * Sessions, portal sessions, subscriptions, and Connect in fake-stripe-connect.ts), so the real
 * SDK talks to it over the network. POSTs with an idempotency key are answered once and
 * replayed, failures included, as Stripe does.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, SubscriptionObject>();
  const customers: { id: string; object: 'customer'; email: string | null; metadata: object }[] =
    [];
  // Stripe saves the answer to each idempotency key (failures included) and replays it.
  const idempotent = new Map<string, { status: number; payload: unknown }>();
  let faults: StripeFault[] = [];
  const connect = fakeStripeConnect();
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const params = new URLSearchParams(body);
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const saved = typeof key === 'string' ? idempotent.get(key) : undefined;
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(payload));
      };
      if (saved) return send(saved.status, saved.payload);
      const reply = (status: number, payload: unknown) => {
        if (typeof key === 'string' && request.method === 'POST') {
          idempotent.set(key, { status, payload });
        }
        send(status, payload);
      };
      if (request.headers.authorization !== 'Bearer sk_test_partnerly') {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      const route = `${request.method} ${url.pathname}`;
      const fault = faults.find(
        (each) => each.path === url.pathname && (!each.method || each.method === request.method),
      );
      if (fault) {
        if (fault.times !== undefined && --fault.times <= 0) {
          faults = faults.filter((each) => each !== fault);
        }
        if (!fault.afterEffect) return reply(fault.status, { error: faultBody(fault.status) });
      }
      const answer = (status: number, payload: unknown) =>
        fault ? reply(fault.status, { error: faultBody(fault.status) }) : reply(status, payload);
      if (route === 'POST /v1/customers') {
        const customer = {
          id: id('cus'),
          object: 'customer' as const,
          email: params.get('email'),
          metadata: { user_id: params.get('metadata[user_id]') },
        };
        customers.push(customer);
        return answer(200, customer);
      }
      if (route === 'GET /v1/customers') {
        const email = url.searchParams.get('email');
        const data = customers.filter((customer) => !email || customer.email === email);
        return answer(200, { object: 'list', url: '/v1/customers', has_more: false, data });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        return answer(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${id('test')}`,
        });
      }
      const subscription = /^GET \/v1\/subscriptions\/(.+)$/.exec(route);
      if (subscription?.[1]) {
        const found = subscriptions.get(subscription[1]);
        if (found) return answer(200, found);
        return reply(404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        });
      }
      if (connect.handle(route, params, url, answer)) return;
      reply(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_partnerly',
    requests,
    customers,
    /** Connect: accounts, payment-mode sessions, transfers and refunds (issue 33). */
    connect,
    /** Answers matching requests with an error until `times` runs out or `heal` is called. */
    fail(fault: StripeFault) {
      faults.push({ ...fault });
    },
    heal() {
      faults = [];
    },
    /** Sets what Stripe says a subscription looks like now. */
    setSubscription(
      values: Partial<SubscriptionObject> & { id: string; customer: string; status: string },
    ) {
      subscriptions.set(values.id, {
        object: 'subscription',
        start_date: Math.floor(Date.now() / 1000) - 60,
        cancel_at: null,
        canceled_at: null,
        metadata: {},
        ...values,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
