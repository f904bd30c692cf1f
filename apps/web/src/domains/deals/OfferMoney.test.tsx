import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DealMoney, Offer } from '@partnerly/shared';
import { renderPage } from '../../test/render-app';
import { OfferMoney, offerMoneyLine } from './OfferMoney';

const offer = (payment: Partial<DealMoney> = {}) => ({
  buyer: 'brand',
  seller: 'mayaskin',
  payment: {
    through_partnerly: true,
    price: 520,
    fee: 26,
    total: 546,
    why_not: null,
    ...payment,
  },
});

describe('the money on an offer card', () => {
  it('shows the buyer the total with the fee, and the seller what they receive', () => {
    expect(offerMoneyLine(offer(), 'brand')).toBe(
      'You pay $546: $520 + $26 Partnerly fee, held until you approve',
    );
    expect(offerMoneyLine(offer(), 'mayaskin')).toBe(
      'You receive $520; the buyer pays $546 with the $26 Partnerly fee',
    );
  });

  it('says before accepting that the seller’s payouts are missing, and nudges the seller', () => {
    const waiting = offer({ through_partnerly: false, why_not: 'seller_payouts_not_set_up' });
    expect(offerMoneyLine(waiting, 'brand')).toBe(
      'Waiting for mayaskin to set up payouts before paying through Partnerly',
    );
    expect(offerMoneyLine(waiting, 'mayaskin')).toBe(
      'Set up payouts so the buyer can pay you through Partnerly',
    );
  });

  it('says paid outside Partnerly only when payments are off', () => {
    const off = offer({ through_partnerly: false, why_not: 'payments_off' });
    expect(offerMoneyLine(off, 'brand')).toBe('Paid outside Partnerly');
  });

  it('is written on the card', () => {
    renderPage(<OfferMoney offer={offer() as Offer} me="brand" />);
    expect(screen.getByText(/^You pay \$546/)).toBeTruthy();
  });

  it('nudges a seller in one sentence that starts with its link', () => {
    const waiting = offer({ through_partnerly: false, why_not: 'seller_payouts_not_set_up' });
    renderPage(<OfferMoney offer={{ ...waiting, state: 'open' } as Offer} me="mayaskin" />);
    const link = screen.getByRole('link', { name: 'Set up payouts' });
    expect(link.parentElement?.textContent).toBe(
      'Set up payouts so the buyer can pay you through Partnerly',
    );
  });
});
