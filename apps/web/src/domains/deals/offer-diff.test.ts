import { describe, expect, it } from 'vitest';
import type { Offer } from '@partnerly/shared';
import { offerChanges } from './offer-diff';
import { sidesOfForm } from './offer-form-sides';
import { acceptMoneyLine } from './AcceptOfferDialog';

const terms = {
  title: 'Two Reels',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
  price: 450,
  due_date: '2026-12-12',
  revisions: 1,
  usage_rights: 'Organic, 12 months',
} as Pick<Offer, 'title' | 'deliverables' | 'price' | 'due_date' | 'revisions' | 'usage_rights'>;

describe('what a counter changed (issue 51)', () => {
  it('names each changed term, before and after', () => {
    const counter = {
      ...terms,
      price: 520,
      due_date: '2026-12-20',
      deliverables: [{ platform: 'Instagram' as const, what: 'Reel', quantity: 3 }],
    };
    expect(offerChanges(terms, counter)).toEqual([
      'Deliverables: 2 × Reel on Instagram → 3 × Reel on Instagram',
      'Price: $450 → $520',
      'Due: 12 Dec → 20 Dec',
    ]);
    expect(offerChanges(terms, terms)).toEqual([]);
  });
});

describe('the sides of the offer being written', () => {
  it('follows "Who pays", keeps a counter’s sides, and makes an applicant the seller', () => {
    expect(sidesOfForm({ me: 'brand', to: 'maya', role: 'buy', delivering: false })).toEqual({
      buyer: 'brand',
      seller: 'maya',
      meSelling: false,
    });
    expect(sidesOfForm({ me: 'maya', to: 'brand', role: 'sell', delivering: false }).seller).toBe(
      'maya',
    );
    const countering = { buyer: 'brand', seller: 'maya' };
    expect(
      sidesOfForm({ me: 'maya', to: 'brand', role: 'buy', countering, delivering: false }),
    ).toEqual({ buyer: 'brand', seller: 'maya', meSelling: true });
    expect(sidesOfForm({ me: 'maya', to: 'brand', role: 'buy', delivering: true }).meSelling).toBe(
      true,
    );
  });
});

describe('what Accept commits to', () => {
  const offer = {
    buyer: 'brand',
    seller: 'maya',
    payment: { through_partnerly: true, price: 520, fee: 26, total: 546, why_not: null },
  } as Pick<Offer, 'buyer' | 'seller' | 'payment'>;
  it('tells the buyer the total with the fee, and the seller what they receive', () => {
    expect(acceptMoneyLine(offer, 'brand')).toBe(
      'You pay $546: $520 for maya and the $26 Partnerly fee. Partnerly holds it until you approve the delivery.',
    );
    expect(acceptMoneyLine(offer, 'maya')).toBe(
      'You receive $520 once brand approves the delivery; brand pays $546 with the $26 Partnerly fee.',
    );
    const off = { ...offer, payment: { ...offer.payment, why_not: 'payments_off' as const } };
    expect(acceptMoneyLine(off, 'brand')).toBe('The order is for $520, paid outside Partnerly.');
  });
});
