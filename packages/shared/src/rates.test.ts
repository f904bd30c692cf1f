import { describe, expect, it } from 'vitest';
import { followerBandOf, ratesLine, ratesQueryOf } from './rates';

/** Issue 48 point 6 (decision 112): the bands, the line the forms show, the query they send. */
describe('follower bands', () => {
  it.each([
    [0, 'under 10K'],
    [9_999, 'under 10K'],
    [10_000, '10K-50K'],
    [49_999, '10K-50K'],
    [50_000, '50K-250K'],
    [249_999, '50K-250K'],
    [250_000, '250K-1M'],
    [999_999, '250K-1M'],
    [1_000_000, '1M+'],
    [Number.MAX_SAFE_INTEGER, '1M+'],
  ])('%i followers fall in %s', (followers, label) => {
    expect(followerBandOf(followers).label).toBe(label);
  });
});

describe('ratesLine', () => {
  it('says the range and the median in dollars, one price once', () => {
    expect(ratesLine({ deals: 9, low: 120, median: 180, high: 300 })).toBe(
      'Similar deals on Partnerly: $120-$300, median $180',
    );
    expect(ratesLine({ deals: 5, low: 1200, median: 1200, high: 1200 })).toBe(
      'Similar deals on Partnerly: $1,200, median $1,200',
    );
  });

  it('says nothing below the threshold', () => {
    expect(ratesLine({ deals: 8, low: null, median: null, high: null })).toBeNull();
  });
});

describe('ratesQueryOf', () => {
  it('asks only once the form names a known platform and the reach', () => {
    expect(ratesQueryOf(undefined, 'Reel', 100)).toBeNull();
    expect(ratesQueryOf('Other', 'Reel', 100)).toBeNull();
    expect(ratesQueryOf('Instagram', 'Reel', null)).toBeNull();
    expect(ratesQueryOf('Instagram', 'Reel', Number.NaN)).toBeNull();
    expect(ratesQueryOf('Instagram', '  Reel ', 1500.7)).toEqual({
      platform: 'Instagram',
      what: 'Reel',
      followers: 1500,
    });
    expect(ratesQueryOf('Tiktok', ' ', 0)).toEqual({ platform: 'Tiktok', followers: 0 });
  });
});
