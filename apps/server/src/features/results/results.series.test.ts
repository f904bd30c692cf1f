import { describe, expect, it } from 'vitest';
import type { ResultsReadRow } from './results.repository';
import { seriesOf } from './results.series';

const read = (
  orderId: number,
  at: string,
  views: number | null,
  likes: number | null = null,
): ResultsReadRow => ({
  orderId,
  position: 0,
  at: new Date(at),
  views,
  likes,
  comments: null,
  shares: null,
  saves: null,
});

describe('seriesOf', () => {
  it('is empty without reads', () => {
    expect(seriesOf([])).toEqual([]);
  });

  it('sums each post’s latest read per day and carries it over days without one', () => {
    const points = seriesOf([
      read(1, '2026-11-01T10:00:00Z', 100, 10),
      // Read again the same day: the later read replaces the earlier one.
      read(1, '2026-11-01T22:00:00Z', 300, 20),
      read(2, '2026-11-02T08:00:00Z', 50, 5),
      read(1, '2026-11-04T09:00:00Z', 900, 40),
    ]);
    expect(points).toEqual([
      { day: '2026-11-01', views: 300, interactions: 20 },
      { day: '2026-11-02', views: 350, interactions: 25 },
      { day: '2026-11-03', views: 350, interactions: 25 },
      { day: '2026-11-04', views: 950, interactions: 45 },
    ]);
  });

  it('counts a number the platform does not give as nothing', () => {
    expect(seriesOf([read(1, '2026-11-01T10:00:00Z', null, 7)])).toEqual([
      { day: '2026-11-01', views: 0, interactions: 7 },
    ]);
  });
});
