import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionData } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { TestCheckoutPage } from './TestCheckoutPage';
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

const routes = [
  { path: '/checkout/test', element: <TestCheckoutPage /> },
  { path: '/profile', element: <h1>Profile</h1> },
  { path: '/checkout/success', element: <h1>Welcome to Full Access</h1> },
  { path: '/settings', element: <h1>Settings</h1> },
];

describe('TestCheckoutPage', () => {
  const fetchMock = useFetchMock();
  const urls = () => fetchMock.mock.calls.map((call) => call[0]);

  it('says it is a test, pays, reloads the user data and opens the welcome to Full Access', async () => {
    fetchMock
      .mockResolvedValueOnce(userData(explorer))
      .mockResolvedValueOnce(json(200, { detail: 'Test payment accepted.' }))
      .mockResolvedValueOnce(userData(paid));
    renderRoutes(routes, '/checkout/test');

    expect(await screen.findByText('Test checkout — no real card is charged')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/settings?tab=payments',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay $7 (test)' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Full Access' })).toBeTruthy();
    expect(urls()).toEqual(['/api/UserData/', '/api/checkout/test/complete/', '/api/UserData/']);
  });

  it('explains that test payments are off when the server answers 404', async () => {
    fetchMock
      .mockResolvedValueOnce(userData(explorer))
      .mockResolvedValueOnce(json(404, { detail: 'Not found.' }));
    renderRoutes(routes, '/checkout/test');

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $7 (test)' }));

    expect(
      await screen.findByRole('heading', { name: 'Test payments are not available' }),
    ).toBeTruthy();
    expect(screen.queryByText('Test checkout — no real card is charged')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toBeTruthy();
  });

  it('manages an active subscription and cancels it with ?manage=1', async () => {
    fetchMock
      .mockResolvedValueOnce(userData(paid))
      .mockResolvedValueOnce(json(200, { detail: 'Test subscription canceled.' }))
      .mockResolvedValueOnce(userData({ ...paid, status: 'canceled' }));
    renderRoutes(routes, '/checkout/test?manage=1');

    expect(await screen.findByRole('cell', { name: 'active' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1 May 2024' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription (test)' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(urls()[1]).toBe('/api/checkout/test/cancel/');
  });

  it('offers nothing to cancel for a lifetime promo code', async () => {
    fetchMock.mockResolvedValueOnce(userData({ ...paid, promocode_used: true }));
    renderRoutes(routes, '/checkout/test?manage=1');

    expect(await screen.findByText(/lifetime valid promotional code/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription (test)' })).toBeNull();
  });
});
