import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ResultsData, ResultsFigures } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { ResultsPage } from './ResultsPage';

const figures = (values: Partial<ResultsFigures> = {}): ResultsFigures => ({
  price: 600,
  fee: 30,
  refunded: 0,
  spend: 630,
  posts: 1,
  posts_verified: 1,
  views: 24_000,
  interactions: 1_000,
  cost_per_1000_views: 26.25,
  engagement_rate: 0.0417,
  ...values,
});

const campaign = { id: 5, title: 'Autumn serum' };
const results = (values: Partial<ResultsData> = {}): ResultsData => ({
  orders: [
    {
      id: 9,
      title: 'One serum reel',
      seller: 'maya',
      campaign,
      state: 'completed',
      ordered_at: '2026-11-02T10:00:00Z',
      delivered_at: '2026-11-04T10:00:00Z',
      test: false,
      ...figures(),
    },
  ],
  more: false,
  campaigns: [{ ...campaign, orders: 1, ...figures() }],
  totals: { orders: 1, ...figures() },
  series: [
    { day: '2026-11-04', views: 10_000, interactions: 400 },
    { day: '2026-11-05', views: 24_000, interactions: 1_000 },
  ],
  campaign_choices: [campaign],
  ...values,
});

/** The page at `path`, query and all. */
const openAt = (path: string) =>
  renderRoutes([{ path: '/results', element: <ResultsPage /> }], path);

describe('ResultsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the totals, the chart, each campaign and order, and filters by a campaign', async () => {
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(json(200, results())));
    vi.stubGlobal('fetch', fetch);
    const { router } = openAt('/results');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('$630');
    expect(totals.textContent).toContain('$26.25');
    expect(totals.textContent).toContain('4.2%');
    expect(
      await screen.findByRole('img', {
        name: /from 4 Nov 2026 to 5 Nov 2026: 24,000 views, 1,000 interactions$/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'One serum reel' }).getAttribute('href')).toBe(
      '/deals/9',
    );
    expect(screen.getByText('P-000009 · by maya · Autumn serum')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show only this campaign: Autumn serum' }));
    expect(router.state.location.search).toBe('?campaign=5');
    await vi.waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/results/?campaign=5'),
    );
  });

  it('says what one day of numbers is, until a second read makes a chart', async () => {
    const one = results({ series: [{ day: '2026-11-04', views: 24_000, interactions: 1_000 }] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, one)));
    openAt('/results');
    expect(
      await screen.findByText(/^24,000 views and 1,000 interactions on 4 Nov 2026\./),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /per day/ })).toBeNull();
  });

  it('asks nothing of the server while the days are the wrong way round', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    openAt('/results?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText('Choose an end date on or after the start date.')).toBeTruthy();
    expect(screen.getByText('Correct the filters above to see your results.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a campaign that is not the member’s is not theirs, and offers all orders', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(404, { detail: 'Not found.' })));
    const { router } = openAt('/results?campaign=77');
    expect(await screen.findByText('Not one of your campaigns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(router.state.location.search).toBe('');
  });

  it('tells a member who bought nothing when results appear, with nothing to download', async () => {
    const none = results({
      orders: [],
      campaigns: [],
      series: [],
      campaign_choices: [],
      totals: { orders: 0, ...figures({ spend: 0, views: 0, posts: 0, posts_verified: 0 }) },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, none)));
    openAt('/results');
    expect(await screen.findByText('No results yet')).toBeTruthy();
    expect(
      screen.getByText('They appear once a creator delivers a post on a verified account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
