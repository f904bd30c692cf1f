import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../domains/deals/order.fixtures';
import { orderKey } from '../../domains/deals/deals';
import { userDataQuery } from '../../lib/user-data';
import { useFetchMock } from '../../test/fetch-mock';
import { json, renderRoutes } from '../../test/render-app';
import { DealPage } from './DealPage';

/** Delivered to the brand, who is signed in and has the Approve dialog to answer. */
const delivered = anOrder({
  state: 'delivered',
  delivery: {
    note: 'The Reels are live.',
    links: ['https://www.instagram.com/reel/autumn-1/'],
    at: '2026-11-30T10:00:00.000Z',
  },
  posts: [],
  results: null,
});

describe('DealPage, when asking the order again fails', () => {
  const fetchMock = useFetchMock();

  it('keeps the order it has, and the dialog open on it', async () => {
    let orderReads = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/orders/42/delivery-files/')) return json(200, { files: [] });
      if (url.includes('/api/orders/42/')) {
        orderReads += 1;
        // The first read answers; every later one fails, as on a server that is restarting.
        return orderReads === 1 ? json(200, delivered) : json(503, { detail: 'Unavailable' });
      }
      return json(404, { detail: 'Not found' });
    });
    const { queryClient } = renderRoutes(
      [{ path: '/deals/:id', element: <DealPage /> }],
      '/deals/42',
      (client) =>
        client.setQueryData(userDataQuery.queryKey, {
          id: 1,
          username: 'brand',
          email: 'brand@example.com',
        } as never),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve/ });
    // What the page does every few seconds while a delivered post is being checked, and after
    // every action: it asks for the order again, and this time the answer is an error.
    await queryClient.refetchQueries({ queryKey: orderKey(42) });
    expect(orderReads).toBeGreaterThan(1);
    expect(queryClient.getQueryState(orderKey(42))?.status).toBe('error');
    // React Query tells the page on its next tick; the page has rendered once that has passed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(screen.getByRole('heading', { level: 1, name: 'Two reels' })).toBeTruthy();
    expect(screen.queryByText(/couldn.t load this order/i)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete the order' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: /^Approve/ })).toBe(dialog);
  });
});
