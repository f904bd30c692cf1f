import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Order, OrderPost } from '@partnerly/shared';
import { json, renderPage } from '../../../test/render-app';
import { DeliveryPosts } from './DeliveryPosts';

const REEL = 'https://www.instagram.com/reel/Abc/';
const OTHER = 'https://www.instagram.com/p/Missing/';

const post = (values: Partial<OrderPost>): OrderPost => ({
  url: REEL,
  platform: 'instagram',
  state: 'verified',
  published_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  disclosure: true,
  checked_at: new Date().toISOString(),
  metrics: {
    views: 1_500,
    reach: 1_200,
    likes: 90,
    comments: 10,
    shares: 0,
    saves: 0,
    at: new Date().toISOString(),
  },
  ...values,
});

const delivered = (posts: OrderPost[]): Order => ({
  id: 42,
  offer_id: 7,
  campaign: null,
  buyer: 'brand',
  seller: 'creator',
  title: 'A reel',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
  price: 300,
  due_date: '2026-12-12',
  usage_rights: 'Brand may repost for 30 days',
  revisions: 1,
  revisions_left: 1,
  state: 'delivered',
  delivery: { note: 'Live', links: posts.map((each) => each.url), at: new Date().toISOString() },
  auto_approves_at: null,
  timeline: [],
  created_at: '2026-11-26T10:00:00.000Z',
  payment: {} as Order['payment'],
  posts,
  results: { views: 1_500, interactions: 100, cost_per_1000_views: 200, engagement_rate: 0.0667 },
});

describe('DeliveryPosts', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells the buyer each post’s state, the views over time and the results', async () => {
    const reads = [
      {
        views: 300,
        reach: null,
        likes: 5,
        comments: 1,
        shares: null,
        saves: null,
        at: '2026-11-28T10:00:00Z',
      },
      {
        views: 1_500,
        reach: null,
        likes: 90,
        comments: 10,
        shares: null,
        saves: null,
        at: '2026-11-28T11:00:00Z',
      },
    ];
    const fetch = vi.fn().mockResolvedValue(json(200, reads));
    vi.stubGlobal('fetch', fetch);
    renderPage(
      <DeliveryPosts
        order={delivered([post({}), post({ url: OTHER, state: 'not_found', metrics: null })])}
        side="buyer"
      />,
    );
    expect(screen.getByText('Live on Instagram · posted 2 h ago · #ad')).toBeTruthy();
    expect(screen.getByText('Not found on the seller’s connected Instagram')).toBeTruthy();
    expect(
      screen.getByText(
        'This delivery will not approve itself: approve it or ask for changes once you have looked.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Views over 2 reads: from 300 to 1,500' }),
    ).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/orders/42/posts/0/history/');
    expect(screen.getByText('$200 / 1,000 views')).toBeTruthy();
    expect(screen.getByText('6.7%')).toBeTruthy();
  });

  it('sends a seller without the platform connected to connect it', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage(
      <DeliveryPosts
        order={{ ...delivered([post({ state: 'not_connected', metrics: null })]), results: null }}
        side="seller"
      />,
    );
    expect(screen.getByText('Not verified: connect Instagram to verify')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect your accounts' }).getAttribute('href')).toBe(
      '/profile',
    );
  });
});
