import { apiRequest } from '../../../lib/api-client';

interface RedirectUrl {
  url: string;
}

/** POST /api/customer-portal/: the payment provider's page to manage or cancel the plan. */
export function openCustomerPortal(): Promise<RedirectUrl> {
  return apiRequest('/api/customer-portal/', { method: 'POST' });
}

/** POST /api/checkout/session/: the payment provider's checkout for Full Access. */
export function startCheckout(): Promise<RedirectUrl> {
  return apiRequest('/api/checkout/session/', { method: 'POST' });
}

/** POST /api/check-promo/: applies a lifetime promotional code. */
export function applyPromoCode(code: string): Promise<unknown> {
  return apiRequest('/api/check-promo/', { method: 'POST', body: { code } });
}
