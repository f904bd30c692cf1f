import { describe, expect, it } from 'vitest';
import type { Campaign } from '@partnerly/shared';
import { campaignOfferDraft } from './campaign-offer-draft';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  owner: 'brand',
  title: 'Spring launch',
  brief: 'A serum.',
  cover: null,
  platforms: ['Instagram', 'Tiktok'],
  content: ['1 Reel', '2 Stories', 'Unboxing video'],
  countrys: [],
  tags: [],
  min_followers: null,
  max_followers: null,
  budget: { kind: 'range', min: 600, max: 1000 },
  wanted: 1,
  chosen: 0,
  apply_by: '2026-12-10',
  gifting: '',
  state: 'open',
  closed_at: null,
  created_at: '2026-11-28T00:00:00.000Z',
  ...overrides,
});

describe('campaignOfferDraft (issue 53)', () => {
  it("starts the offer from the brief's whole content and the top of its budget", () => {
    const draft = campaignOfferDraft(campaign(), new Date('2026-11-28T12:00:00Z'));
    expect(draft).toMatchObject({
      title: 'Spring launch',
      price: 1000,
      deliverables: [
        { platform: 'Instagram', what: 'Reel', quantity: 1 },
        { platform: 'Instagram', what: 'Stories', quantity: 2 },
        { platform: 'Instagram', what: 'Unboxing video', quantity: 1 },
      ],
      // 12 days to the apply-by date, then two weeks to make it.
      dueInDays: 26,
    });
  });

  it('takes a fixed budget as the price and leaves an open one to the creator', () => {
    expect(
      campaignOfferDraft(campaign({ budget: { kind: 'fixed', min: 500, max: 500 } })).price,
    ).toBe(500);
    const open = campaignOfferDraft(campaign({ budget: { kind: 'open', min: null, max: null } }));
    expect(open.price).toBeUndefined();
    expect(campaignOfferDraft(campaign({ content: [] })).deliverables).toBeUndefined();
  });
});
