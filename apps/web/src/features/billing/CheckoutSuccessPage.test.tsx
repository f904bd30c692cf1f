import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SubscriptionData } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';
import { useFetchMock } from '../../test/fetch-mock';

const explorer: SubscriptionData = {
  status: null,
  started_at: null,
  cancel_at: null,
  canceled_at: null,
  promocode_used: false,
};
const paid: SubscriptionData = { ...explorer, status: 'active', started_at: '2024-05-01T10:00Z' };

const userData = (subscription: SubscriptionData) =>
  json(200, { id: 1, username: 'ada', email: 'ada@example.com', subscription });

const routes = [{ path: '/checkout/success', element: <CheckoutSuccessPage /> }];

describe('CheckoutSuccessPage', () => {
  const fetchMock = useFetchMock();

  it('welcomes a paying user to Full Access with a way to their profile', async () => {
    fetchMock.mockResolvedValue(userData(paid));
    renderRoutes(routes, '/checkout/success');

    expect(await screen.findByRole('heading', { name: 'Welcome to Full Access' })).toBeTruthy();
    expect(screen.getByText('Chat privately')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('waits for the payment confirmation, then welcomes', async () => {
    fetchMock.mockResolvedValueOnce(userData(explorer)).mockResolvedValue(userData(paid));
    renderRoutes(routes, '/checkout/success');

    expect(await screen.findByRole('status', { name: 'Confirming your payment' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Full Access' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
