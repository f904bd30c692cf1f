import { describe, expect, it } from 'vitest';
import { moneyRows, whyNotLine } from './deal-money';

const buyerSide = { buyer: 'brand', seller: 'maya', meSelling: false };
const sellerSide = { ...buyerSide, meSelling: true };

describe('the offer form’s money (issue 51)', () => {
  it('shows price, fee, total and what the seller receives, the fee rounded to the cent', () => {
    expect(moneyRows(520, 5, buyerSide)).toEqual([
      { label: 'Price', value: '$520' },
      { label: 'Partnerly fee (5%, paid by the buyer)', value: '$26' },
      { label: 'You pay', value: '$546' },
      { label: 'maya receives', value: '$520' },
    ]);
    expect(moneyRows(33, 7.5, sellerSide).map((row) => row.value)).toEqual([
      '$33',
      '$2.48',
      '$35.48',
      '$33',
    ]);
    expect(moneyRows(33, 7.5, sellerSide)[2]?.label).toBe('brand pays');
  });

  it('says why the money would not go through Partnerly, to each side', () => {
    expect(whyNotLine(null, buyerSide)).toBeNull();
    expect(whyNotLine('seller_payouts_not_set_up', buyerSide)).toMatch(
      /^maya has not set up payouts yet/,
    );
    expect(whyNotLine('seller_payouts_not_set_up', sellerSide)).toMatch(
      /^You have not set up payouts yet: brand can pay you/,
    );
    expect(whyNotLine('payments_off', buyerSide)).toMatch(/^Paid outside Partnerly/);
  });
});
