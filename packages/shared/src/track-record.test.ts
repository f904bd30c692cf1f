import { describe, expect, it } from 'vitest';
import { resultsVisibilitySchema } from './track-record-schemas';
import {
  trackKindLine,
  trackOnTime,
  trackRecordLine,
  trackVerifiedBy,
  type TrackRecord,
} from './track-record';

/** Issue 47 point 5: the one-line summary every surface shows, through the shared formatters. */

const record: TrackRecord = {
  completed_deals: 24,
  on_time_share: 0.9583,
  deliverables: [
    { platform: 'instagram', what: 'Reel', deals: 20, median_views: 48_000 },
    { platform: 'youtube', what: 'Shorts', deals: 4, median_views: 1_250 },
  ],
};

describe('track record line', () => {
  it('reads as the issue writes it', () => {
    expect(trackRecordLine(record)).toBe(
      '24 deals on Partnerly · 96% on time · Instagram Reels: median 48K views',
    );
    expect(trackVerifiedBy(record)).toBe('Verified by Instagram and YouTube');
  });

  it('counts with thousands separators and keeps plural kinds as written', () => {
    const many = { ...record, completed_deals: 1_204, deliverables: [] };
    expect(trackRecordLine(many)).toBe('1,204 deals on Partnerly · 96% on time');
    expect(
      trackKindLine({ platform: 'youtube', what: 'Shorts', deals: 4, median_views: 1_250 }),
    ).toBe('YouTube Shorts: median 1.2K views');
  });

  it('never shows a share outside 0-100%', () => {
    expect(trackOnTime({ ...record, on_time_share: 1.2 })).toBe('100%');
    expect(trackOnTime({ ...record, on_time_share: 0 })).toBe('0%');
  });

  it('takes only a real yes or no for hiding', () => {
    expect(resultsVisibilitySchema.safeParse({ hidden: true }).success).toBe(true);
    expect(resultsVisibilitySchema.safeParse({ hidden: 'true' }).success).toBe(false);
    expect(resultsVisibilitySchema.safeParse({ hidden: true, extra: 1 }).success).toBe(false);
  });
});
