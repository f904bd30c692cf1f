import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderPayment } from '@partnerly/shared';
import { anOrder } from '../../../domains/deals/order.fixtures';
import { json, renderPage } from '../../../test/render-app';
import { PaymentPanel } from './PaymentPanel';

/** Unpaid, payable through Partnerly. */
const unpaid: OrderPayment = {
  ...anOrder().payment,
  through_partnerly: true,
  why_not: null,
  payable: true,
};

const orderWith = (payment: Partial<OrderPayment>): Order =>
  anOrder({ payment: { ...unpaid, ...payment } });

describe('PaymentPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the buyer pay the price plus the fee, and sends them to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(201, { url: 'https://checkout.stripe.com/c/pay/cs_1' }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<PaymentPanel order={orderWith({})} side="buyer" />);

    expect(
      screen.getByText('$525 in total: $500 for the seller and $25 Partnerly fee.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $525' }));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/orders/42/pay/');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('says the order is paid outside Partnerly only when payments are off', () => {
    const off = { payable: false, through_partnerly: false, why_not: 'payments_off' as const };
    renderPage(<PaymentPanel order={orderWith(off)} side="buyer" />);
    expect(screen.getByText('Paid outside Partnerly')).toBeTruthy();
    expect(screen.queryByText(/Partnerly fee/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('waits for the seller’s payouts, with the price and fee, and nudges the seller', () => {
    const waiting = {
      payable: false,
      through_partnerly: false,
      why_not: 'seller_payouts_not_set_up' as const,
    };
    renderPage(<PaymentPanel order={orderWith(waiting)} side="buyer" />);
    expect(screen.getByText('Waiting for creator to set up payouts')).toBeTruthy();
    expect(
      screen.getByText('$525 in total: $500 for the seller and $25 Partnerly fee.'),
    ).toBeTruthy();
    expect(screen.queryByText('Paid outside Partnerly')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderPage(<PaymentPanel order={orderWith(waiting)} side="seller" />);
    expect(
      screen.getByText('Set up payouts so the buyer can pay you through Partnerly.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up payouts' }).getAttribute('href')).toBe(
      '/settings?tab=payments',
    );
  });

  it('tells the seller to start once the money is held, marked as a test payment', () => {
    renderPage(
      <PaymentPanel
        order={orderWith({
          state: 'held',
          test: true,
          payable: false,
          paid_at: '2026-11-26T11:00:00.000Z',
        })}
        side="seller"
      />,
    );
    expect(
      screen.getByText('Paid - held by Partnerly until the buyer approves. You can start.'),
    ).toBeTruthy();
    expect(screen.getByText('Test payment')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stops telling the seller to start once the work is delivered (issue 51)', () => {
    const held = { state: 'held' as const, payable: false, paid_at: '2026-11-26T11:00:00.000Z' };
    renderPage(<PaymentPanel order={{ ...orderWith(held), state: 'delivered' }} side="seller" />);
    expect(screen.getByText('Paid - held by Partnerly until the buyer approves.')).toBeTruthy();
    expect(screen.queryByText(/You can start/)).toBeNull();
  });

  it('says the payment is frozen to both sides while the order is disputed (decision 106)', () => {
    const held = { state: 'held' as const, payable: false, paid_at: '2026-11-26T11:00:00.000Z' };
    for (const side of ['buyer', 'seller'] as const) {
      renderPage(<PaymentPanel order={{ ...orderWith(held), state: 'disputed' }} side={side} />);
      expect(screen.getByText('Paid - frozen while Partnerly reviews')).toBeTruthy();
      expect(screen.queryByText(/until you approve|until the buyer approves/)).toBeNull();
      cleanup();
    }
  });
});
