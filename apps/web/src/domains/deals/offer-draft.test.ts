import { describe, expect, it } from 'vitest';
import { offerDraftOf, offerDraftParam } from './offer-draft';

describe('an offer draft in the address', () => {
  it('comes back as it went', () => {
    const draft = {
      title: '1 Reel',
      price: 250,
      platform: 'Instagram' as const,
      dueInDays: 7,
      packageId: 3,
    };
    expect(offerDraftOf(offerDraftParam(draft))).toEqual({ ...draft, message: undefined });
  });

  it('keeps only known fields within their limits', () => {
    const draft = offerDraftOf(
      JSON.stringify({
        title: 'x'.repeat(500),
        price: 1.5,
        platform: 'MySpace',
        dueInDays: 9999,
        evil: 1,
      }),
    );
    expect(draft).toEqual({
      title: 'x'.repeat(120),
      price: undefined,
      platform: undefined,
      dueInDays: undefined,
      message: undefined,
      packageId: undefined,
    });
  });

  it('is nothing for a missing or broken parameter', () => {
    expect(offerDraftOf(null)).toBeUndefined();
    expect(offerDraftOf('{not json')).toBeUndefined();
    expect(offerDraftOf('7')).toBeUndefined();
  });
});
