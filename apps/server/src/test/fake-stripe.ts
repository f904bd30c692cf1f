import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

type SubscriptionObject = Record<string, unknown> & {
  id: string;
  customer: string;
  status: string;
};

/**
 * A local HTTP server speaking the part of Stripe's API the app uses (customers, Checkout
 * Sessions, portal sessions, subscriptions), so the real SDK talks to it over the network.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, SubscriptionObject>();
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const params = new URLSearchParams(body);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== 'Bearer sk_test_partnerly') {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /v1/customers') {
        return reply(200, { id: id('cus'), object: 'customer', email: params.get('email') });
      }
      if (route === 'POST /v1/checkout/sessions') {
        const sessionId = id('cs_test');
        return reply(200, {
          id: sessionId,
          object: 'checkout.session',
          mode: params.get('mode'),
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        return reply(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${id('test')}`,
        });
      }
      const subscription = /^GET \/v1\/subscriptions\/(.+)$/.exec(route);
      if (subscription?.[1]) {
        const found = subscriptions.get(subscription[1]);
        if (found) return reply(200, found);
        return reply(404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        });
      }
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
