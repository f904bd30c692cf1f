import { describe, expect, it } from 'vitest';
import { bearer, buildUser, login } from '../../test/factories';
import { app, paidViaCheckout, setUpStripe, stripe } from './stripe.harness';

setUpStripe();

describe('Stripe checkout and portal', () => {
  it('creates one customer per user and a subscription-mode Checkout Session', async () => {
    const user = await buildUser(app, { email: 'payer@example.com' });
    const { access } = await login(app, user.username);
    const before = stripe.requests.length;
    const first = await app.inject({
      method: 'POST',
      url: '/api/checkout/session/',
      headers: bearer(access),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    await app.inject({ method: 'POST', url: '/api/checkout/session/', headers: bearer(access) });

    const sent = stripe.requests.slice(before);
    const customers = sent.filter(
      (request) => request.method === 'POST' && request.path === '/v1/customers',
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.get('email')).toBe('payer@example.com');
    expect(customers[0]?.params.get('metadata[user_id]')).toBe(String(user.id));
    const sessions = sent.filter((request) => request.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.params.get('mode')).toBe('subscription');
    expect(sessions[0]?.params.get('line_items[0][price]')).toBe('price_full_access');
    expect(sessions[0]?.params.get('client_reference_id')).toBe(String(user.id));
    expect(sessions[0]?.params.get('success_url')).toBe('http://localhost:3000/checkout/success');
    expect(sessions[0]?.params.get('cancel_url')).toBe('http://localhost:3000/settings');
    expect(sessions[1]?.params.get('customer')).toBe(sessions[0]?.params.get('customer'));
  });

  it('opens the customer portal for a paying customer', async () => {
    const { access } = await paidViaCheckout();
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer-portal/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.requests.at(-1)?.params.get('return_url')).toBe('http://localhost:3000/settings');
  });

  it('has no test checkout when Stripe is configured', async () => {
    const { access } = await paidViaCheckout();
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/test/complete/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(404);
  });
});
