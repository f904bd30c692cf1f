import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExploreAd, ExplorePage as ExplorePageData } from '@partnerly/shared';
import { closeUpgradePrompt } from '../../lib/upgrade-prompt';
import { UpgradePrompt } from '../../components/UpgradePrompt';
import { json, renderRoutes } from '../../test/render-app';
import { ExplorePage } from './ExplorePage';

vi.mock('../../lib/user-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useUserData: () => ({ username: 'me' }),
}));

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const ad = (id: number, user = 'ada'): ExploreAd => ({
  id,
  image: `/media/${id}.jpg`,
  title: `Ad ${id}`,
  text: `Text of ad ${id}`,
  cpm: 12.5,
  user,
  profile_picture: null,
  rating: id === 9 ? 4.8 : null,
  reviews_count: id === 9 ? 12 : 0,
});

let fetchMock: ReturnType<typeof vi.fn>;
let subscriptionStatus: string | null;

beforeEach(() => {
  subscriptionStatus = 'active';
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  fetchMock = vi.fn(async (path: string) => {
    if (path === '/api/UserData/') {
      return json(200, { username: 'me', subscription: { status: subscriptionStatus } });
    }
    if (path === '/api/explore/') {
      return json(200, { data: [ad(9), ad(8, 'me')], next: 8 } satisfies ExplorePageData);
    }
    if (path === '/api/explore/?cursor=8') {
      return json(200, { data: [ad(3)], next: null } satisfies ExplorePageData);
    }
    if (path === '/api/add_dialogue/') return json(200, { id: 1 });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(closeUpgradePrompt);
});

/** Explore opens on Campaigns (issue 53); these read its Ads tab. */
const adsRoutes = (element: ReactElement) => [
  { path: '/explore', element },
  { path: '*', element: <p>Other page</p> },
];

describe('ExplorePage', () => {
  it('shows ads page by page with their price, owner and rating, and Load more until the end', async () => {
    renderRoutes(adsRoutes(<ExplorePage />), '/explore?tab=ads');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ad 9' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ad 9' }).getAttribute('src')).toBe('/media/9.jpg');
    expect(screen.getAllByText('$12.50 / 1,000 views')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'ada' })[0]?.getAttribute('href')).toBe('/ada');
    // The user's own ad has no Contact button.
    expect(screen.getAllByRole('button', { name: /^Contact/ })).toHaveLength(1);
    expect(screen.getByText('Your ad')).toBeTruthy();
    // The owner's rating, as search shows it; said in words to screen readers.
    expect(screen.getByText('★ 4.8 (12)')).toBeTruthy();
    expect(screen.getByText('Rated 4.8 out of 5 from 12 reviews')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ad 3' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/explore/?cursor=8', expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('starts a dialogue with the owner on Contact and opens the chats', async () => {
    const { router } = renderRoutes(adsRoutes(<ExplorePage />), '/explore?tab=ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Contact ada about Ad 9' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/add_dialogue/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'ada' }) }),
    );
  });

  it('offers an Explorer the upgrade prompt on Contact, without starting a dialogue', async () => {
    subscriptionStatus = null;
    renderRoutes(
      adsRoutes(
        <>
          <ExplorePage />
          <UpgradePrompt />
        </>,
      ),
      '/explore?tab=ads',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Contact ada about Ad 9' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unlock Full Access' });
    expect(prompt.textContent).toContain('Contacting people is part of Full Access.');
    expect(prompt.textContent).not.toContain('expired');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/add_dialogue/', expect.anything());
  });

  it('says so when there are no ads', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [], next: null }));
    renderRoutes(adsRoutes(<ExplorePage />), '/explore?tab=ads');
    expect(await screen.findByText('No advertisements yet')).toBeTruthy();
  });
});
