import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_MESSAGES, type DisputeView, type Order } from '@partnerly/shared';
import { json, renderPage } from '../../../test/render-app';
import { DisputeSplit } from './DisputeSplit';

const order = {
  id: 42,
  buyer: 'brand',
  seller: 'creator',
  price: 400,
  state: 'disputed',
  timeline: [],
} as unknown as Order;

const viewWith = (proposal: DisputeView['proposal']): DisputeView => ({
  opened_by: 'brand',
  opened_at: '2026-11-27T10:00:00.000Z',
  respond_by: '2026-12-01T10:00:00.000Z',
  previous_state: 'active',
  open: true,
  cases: { buyer: { text: 'One of three', updated_at: '2026-11-27T10:00:00.000Z' }, seller: null },
  files: [],
  proposal,
});

const byCreator = {
  by: 'creator',
  seller_amount: 300,
  refund_amount: 100,
  at: '2026-11-27T11:00:00.000Z',
};

describe('DisputeSplit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the other side’s proposal only after saying where the money goes', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { ...order, state: 'completed' }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<DisputeSplit order={order} side="buyer" view={viewWith(byCreator)} />);
    expect(screen.getByText('creator proposes $300 to creator, $100 back to you.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this split' }));
    expect(fetch).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Settle on this split?' });
    expect(dialog.textContent).toContain('this cannot be undone');
    await userEvent.click(screen.getByRole('button', { name: 'Settle and move the money' }));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/orders/42/dispute/settle/');
    expect(JSON.parse(String(init.body))).toEqual({ seller_amount: 300 });
  });

  it('leaves the proposer waiting, with no Confirm of their own', () => {
    renderPage(<DisputeSplit order={order} side="seller" view={viewWith(byCreator)} />);
    expect(
      screen.getByText(
        'You proposed $300 to you, $100 back to brand. Waiting for brand to confirm.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm this split' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Propose another split' })).toBeTruthy();
  });

  it('says the refusal when the dispute closed meanwhile, and shows the buyer’s part as typed', async () => {
    const fetch = vi.fn().mockResolvedValue(json(409, { detail: DISPUTE_MESSAGES.notOpen }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<DisputeSplit order={order} side="buyer" view={viewWith(null)} />);
    const amount = screen.getByRole('textbox', {
      name: 'Amount for the seller, of the $400 price',
    });
    await userEvent.type(amount, '250');
    expect(screen.getByText('$150 goes back to the buyer.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Propose a split' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.notOpen)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/orders/42/dispute/proposal/');
    expect(JSON.parse(String(init.body))).toEqual({ seller_amount: 250 });
  });
});
