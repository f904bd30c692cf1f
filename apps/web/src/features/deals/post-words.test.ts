import { describe, expect, it } from 'vitest';
import type { OrderPost } from '@partnerly/shared';
import { postWordsOf } from './post-words';

const now = new Date('2026-11-28T12:00:00Z');
const post = (values: Partial<OrderPost>): OrderPost => ({
  url: 'https://www.instagram.com/reel/Abc/',
  platform: 'instagram',
  state: 'verified',
  published_at: '2026-11-28T10:00:00Z',
  disclosure: true,
  checked_at: '2026-11-28T11:00:00Z',
  metrics: null,
  ...values,
});

describe('postWordsOf', () => {
  it('says a verified, disclosed post is live, how long ago, with its label', () => {
    expect(postWordsOf(post({}), 'buyer', now)).toEqual({
      tone: 'good',
      line: 'Live on Instagram · posted 2 h ago · #ad',
    });
  });

  it('tells each side what to do when something is wrong', () => {
    const missing = post({ state: 'not_found', platform: 'tiktok' });
    expect(postWordsOf(missing, 'buyer', now)).toMatchObject({
      tone: 'warning',
      line: 'Not found on the seller’s connected TikTok',
      advice: 'Ask for the right link before approving.',
    });
    expect(postWordsOf(missing, 'seller', now).advice).toContain('your connected TikTok');
    expect(postWordsOf(post({ disclosure: false }), 'buyer', now).line).toBe(
      'Live on Instagram · posted 2 h ago · no ad label found',
    );
    expect(postWordsOf(post({ state: 'not_connected' }), 'seller', now).line).toBe(
      'Not verified: connect Instagram to verify',
    );
    expect(postWordsOf(post({ state: 'unsupported', platform: null }), 'buyer', now).tone).toBe(
      'neutral',
    );
  });
});
