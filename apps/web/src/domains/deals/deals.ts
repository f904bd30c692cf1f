import type { Offer, OfferInput, OfferTermsInput, Order, OrderState } from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api-error';
import { getAccessToken } from '../../lib/session';
import { refreshSession } from '../../lib/token-refresh';

/** The query keys of deals, so a frame or an action refreshes every view of them. */
export const dealsKey = ['deals'] as const;
export const ordersKey = [...dealsKey, 'orders'] as const;
export const offersKey = [...dealsKey, 'offers'] as const;
export const orderKey = (id: number) => [...ordersKey, id] as const;
export const offersWithKey = (username: string) => [...offersKey, 'with', username] as const;
export const ordersWithKey = (username: string) => [...ordersKey, 'with', username] as const;

/** GET /api/orders/?state=: the member's orders, newest first. */
export const fetchOrders = (state?: OrderState): Promise<Order[]> =>
  apiRequest(`/api/orders/${state ? `?state=${state}` : ''}`);

export const fetchOrder = (id: number): Promise<Order> => apiRequest(`/api/orders/${id}/`);

/** GET /api/orders/?with=: the orders with one counterpart, newest first. */
export const fetchOrdersWith = (username: string): Promise<Order[]> =>
  apiRequest(`/api/orders/?with=${encodeURIComponent(username)}`);

/** GET /api/offers/: open offers, all of them or those with one counterpart. */
export const fetchOpenOffers = (withUsername?: string): Promise<Offer[]> =>
  apiRequest(
    `/api/offers/?state=open${withUsername ? `&with=${encodeURIComponent(withUsername)}` : ''}`,
  );

export const fetchOffer = (id: number): Promise<Offer> => apiRequest(`/api/offers/${id}/`);
export const offerKey = (id: number) => [...offersKey, id] as const;

/** Blocks the conversation an offer came in: its sender can neither write nor offer again. */
export const blockConversation = (dialogue: number): Promise<{ id: number; spam: boolean }> =>
  apiRequest('/api/dialogue_spam/', { method: 'POST', body: { id: dialogue, spam: true } });

export const createOffer = (input: OfferInput): Promise<Offer> =>
  apiRequest('/api/offers/', { method: 'POST', body: input });

export const counterOffer = (id: number, terms: OfferTermsInput): Promise<Offer> =>
  apiRequest(`/api/offers/${id}/counter/`, { method: 'POST', body: terms });

export const acceptOffer = (id: number): Promise<{ order: Order }> =>
  apiRequest(`/api/offers/${id}/accept/`, { method: 'POST' });

export const closeOffer = (id: number, how: 'decline' | 'withdraw'): Promise<Offer> =>
  apiRequest(`/api/offers/${id}/${how}/`, { method: 'POST' });

/** The order actions that take a body, by their path. */
export type OrderAction =
  | { kind: 'deliver'; body: { note: string; links: string[] } }
  | { kind: 'approve' }
  | { kind: 'request-changes'; body: { note: string } }
  | { kind: 'cancel'; body: { reason?: string } }
  | { kind: 'dispute'; body: { reason: string } };

export const actOnOrder = (id: number, action: OrderAction): Promise<Order> =>
  apiRequest(`/api/orders/${id}/${action.kind}/`, {
    method: 'POST',
    body: 'body' in action ? action.body : {},
  });

/** The agreement's address: fetched with the bearer token, then saved as a file. */
export const agreementPath = (id: number) => `/api/orders/${id}/agreement.pdf`;

/** Saves the order's agreement as `agreement-P-000042.pdf`. */
export async function downloadAgreement(id: number, number: string): Promise<void> {
  const send = (token: string | null) =>
    fetch(agreementPath(id), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let response = await send(getAccessToken());
  if (response.status === 401) response = await send(await refreshSession());
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `agreement-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A deal action the server refused: its reason (409's detail), or a generic line. */
export function showDealError(error: unknown): void {
  notifications.show({
    color: 'red',
    message:
      error instanceof ApiError && error.detail
        ? error.detail
        : 'That did not work. Please try again.',
  });
}
