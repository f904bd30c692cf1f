import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PublicProfileData } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { PublicProfilePage } from './PublicProfilePage';

/** Typing through a Mantine combobox is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

const profile: PublicProfileData = {
  profile: {
    username: 'ada',
    profile_picture: '/media/abc.jpg',
    is_content_producer: true,
    countrys: [{ name: 'Germany' }],
    tags: [{ name: 'fitness' }],
    profile_text: 'Daily workouts.',
    theme: 'violet',
  },
  socials: [
    {
      id: 1,
      social_media: 'Instagram',
      link: 'https://www.instagram.com/ada',
      followers: 3_400_000,
      followers_hidden: false,
      source: 'admin',
      followers_updated_at: '2026-11-01T10:00:00.000Z',
      countrys: [],
      tags: [],
      audience: null,
    },
  ],
  ads: [],
  packages: [],
  reviews: { average: null, count: 0, items: [] },
  reply_time: 'day',
  results: null,
  links: [
    { id: 2, title: 'Shop', link: 'https://shop.example.com' },
    { id: 3, title: 'Sneaky', link: 'javascript:alert(1)' },
  ],
};

function renderProfile(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/:username', element: <PublicProfilePage /> }], '/ada');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicProfilePage', () => {
  it(
    'shows Loading... and then the profile with its socials and links',
    async () => {
      const fetchMock = renderProfile(200, profile);
      expect(screen.getByText('Loading...')).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 1, name: 'ada' })).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/profile_data/',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'ada' }) }),
      );
      expect(screen.getByRole('img', { name: "ada's profile picture" })).toBeTruthy();
      expect(screen.getByText('Content creator')).toBeTruthy();
      expect(screen.getByText('Daily workouts.')).toBeTruthy();
      expect(screen.getByText('#fitness')).toBeTruthy();
      expect(screen.getByRole('link', { name: /^Instagram, 3.4M followers/ })).toBeTruthy();
      const shop = screen.getByRole('link', { name: /Shop/ });
      // Through the counting redirect (issue 19), which search engines are told not to follow.
      expect(shop.getAttribute('href')).toBe('/go/2');
      expect(shop.getAttribute('target')).toBe('_blank');
      expect(shop.getAttribute('rel')).toBe('nofollow noopener noreferrer');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/view/',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'ada' }) }),
      );
    },
    UI_TIMEOUT,
  );

  it(
    'shows the rating on top and the reviews with their order, month, stars and reply',
    async () => {
      renderProfile(200, {
        ...profile,
        reviews: {
          average: 4.5,
          count: 2,
          items: [
            {
              id: 7,
              reviewer: 'brandco',
              rating: 5,
              text: 'On time and on brief.',
              order_title: 'Two Reels',
              month: '2026-11',
              reply: 'Thanks!',
            },
            {
              id: 6,
              reviewer: null,
              rating: 4,
              text: '',
              order_title: 'A Story',
              month: '2026-10',
              reply: null,
            },
          ],
        },
      } satisfies PublicProfileData);
      const top = await screen.findByRole('link', { name: 'Rated 4.5 out of 5 from 2 reviews' });
      expect(top.textContent).toBe('★ 4.5 (2)');
      const section = screen.getByRole('region', { name: 'Reviews' });
      expect(section.textContent).toContain('brandco');
      expect(section.textContent).toContain('Two Reels · Nov 2026');
      expect(section.textContent).toContain('Reply from ada');
      expect(section.textContent).toContain('Former member');
      expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Report this review' })).toHaveLength(2);
    },
    UI_TIMEOUT,
  );

  it(
    'never renders a non-web address as a link',
    async () => {
      renderProfile(200, profile);
      expect(await screen.findByText('Sneaky')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Sneaky/ })).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'shows the 404 page for a hidden or unknown profile',
    async () => {
      renderProfile(404, { detail: 'Not found.' });
      expect(await screen.findByRole('heading', { name: "Looks like you're lost" })).toBeTruthy();
    },
    UI_TIMEOUT,
  );
});
