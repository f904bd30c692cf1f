import { describe, expect, it } from 'vitest';
import { connectCallbackSchema } from './connection-schemas';
import { formatAgo, verificationLine } from './connections';

const now = new Date('2026-11-26T12:00:00Z');

describe('verificationLine', () => {
  it('names the platform and the age of its numbers, or the day an admin checked them', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    expect(verificationLine({ source: 'instagram', followers_updated_at: hoursAgo(3) }, now)).toBe(
      'Verified by Instagram · updated 3 h ago',
    );
    expect(verificationLine({ source: 'youtube', followers_updated_at: hoursAgo(50) }, now)).toBe(
      'Verified by YouTube · updated 2 days ago',
    );
    expect(
      verificationLine({ source: 'admin', followers_updated_at: '2026-11-03T09:00:00Z' }, now),
    ).toBe('Verified by Partnerly · Nov 3, 2026');
    expect(verificationLine({ source: null, followers_updated_at: hoursAgo(1) }, now)).toBeNull();
  });

  it('reads recent times coarsely', () => {
    expect(formatAgo(new Date(now.getTime() - 20_000), now)).toBe('just now');
    expect(formatAgo(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 min ago');
    expect(formatAgo(new Date(now.getTime() - 24 * 3_600_000), now)).toBe('1 day ago');
  });
});

describe('connectCallbackSchema', () => {
  it('takes what a platform sends back and refuses oversized values', () => {
    expect(connectCallbackSchema.safeParse({ code: 'c', state: 's' }).success).toBe(true);
    expect(connectCallbackSchema.safeParse({ state: 'x'.repeat(129) }).success).toBe(false);
  });
});
