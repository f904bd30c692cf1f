import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SearchPage as SearchPageData, SearchResult } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { SearchPage } from './SearchPage';

vi.mock('../../lib/user-data', () => ({
  useUserData: () => ({ username: 'me', tags: [{ name: 'fitness' }] }),
}));

const result = (username: string, followers = 1234): SearchResult => ({
  username,
  profile_picture: null,
  followers,
  lowest_price: null,
  reply_time: null,
  countrys: [{ name: 'Germany' }],
  tags: [{ name: 'travel' }],
  socials: [{ social_media: 'Instagram', followers, audience: null }],
  pending: [],
  verified_sources: [],
  rating: null,
  reviews_count: 0,
  results: null,
  audience_match: null,
});

const page = (names: string[], isover: boolean): SearchPageData => ({
  data: names.map((name) => result(name)),
  isover,
});

type Answer = (body: Record<string, unknown>) => Response;

let fetchMock: ReturnType<typeof vi.fn>;

function answer(byPath: Record<string, Answer>) {
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const handler = byPath[path];
    return handler ? handler(body) : json(404, { detail: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

/** The bodies sent to one path, in order. */
const bodiesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

const SEARCH_ROUTES = [
  { path: '/search', element: <SearchPage /> },
  { path: '*', element: <p>Other page</p> },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// Mantine's inputs are slow to drive in jsdom, and the runs happen in parallel with others.
describe('SearchPage', { timeout: 20_000 }, () => {
  it('opens on the profile filter with creators shown before any filter (issue 53)', async () => {
    answer({ '/api/filter_user/': () => json(200, page(['cara'], true)) });
    renderRoutes(SEARCH_ROUTES, '/search');
    expect(
      screen.getByRole('tab', { name: 'Filter by user profile', selected: true }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'cara' }, { timeout: 5000 })).toBeTruthy();
    expect(bodiesTo('/api/filter_user/')).toEqual([
      { countrys_p: [], tags_p: [], checked: true, range: 10 },
    ]);
  });

  it('searches as the user types, grows the range by 10 per page and hides the arrow at the end', async () => {
    answer({
      '/api/search_user/': (body) =>
        body.range === 10
          ? json(200, page(['ada', 'adam'], false))
          : json(200, page(['adele'], true)),
    });
    renderRoutes(SEARCH_ROUTES, '/search?tab=username');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Username' }), {
      target: { value: 'ad' },
    });
    const ada = await screen.findByRole('link', { name: 'ada' });
    expect(ada.getAttribute('href')).toBe('/ada');
    expect(screen.getAllByText('1.2K followers')).toHaveLength(2);
    expect(screen.getAllByText('#travel')).toHaveLength(2);
    expect(bodiesTo('/api/search_user/')).toEqual([{ name: 'ad', range: 10 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    expect(await screen.findByRole('link', { name: 'adele' })).toBeTruthy();
    expect(bodiesTo('/api/search_user/').at(-1)).toEqual({ name: 'ad', range: 20 });
    expect(screen.getByRole('link', { name: 'ada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
  });

  it('starts again at range 10 when the same name is typed again at once (issue 50: flaky in CI)', async () => {
    answer({
      '/api/search_user/': (body) =>
        body.range === 10
          ? json(200, page(['ada', 'adam'], false))
          : json(200, page(['adele'], true)),
    });
    renderRoutes(SEARCH_ROUTES, '/search?tab=username');
    const field = screen.getByRole('searchbox', { name: 'Username' });
    fireEvent.change(field, { target: { value: 'ad' } });
    await screen.findByRole('link', { name: 'ada' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await screen.findByRole('link', { name: 'adele' });

    // Emptied and typed again before any timer runs, as a busy browser may do.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.change(field, { target: { value: 'ad' } });
    expect(await screen.findByRole('button', { name: 'Load more results' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'adele' })).toBeNull();
    expect(bodiesTo('/api/search_user/').slice(2)).toEqual([{ name: 'ad', range: 10 }]);
  });

  it('clears the results when the search is emptied, and shows the empty state and errors', async () => {
    answer({
      '/api/search_user/': (body) =>
        body.name === 'zz'
          ? json(200, page([], true))
          : body.name === 'boom'
            ? json(500, {})
            : json(200, page(['ada'], true)),
    });
    renderRoutes(SEARCH_ROUTES, '/search?tab=username');
    const field = screen.getByRole('searchbox', { name: 'Username' });

    fireEvent.change(field, { target: { value: 'ada' } });
    expect(await screen.findByRole('link', { name: 'ada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.queryByRole('link', { name: 'ada' })).toBeNull();

    fireEvent.change(field, { target: { value: 'zz' } });
    expect(await screen.findByText('No profiles match yet…')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'boom' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred. Please try again.',
    );
  });

  it('clears results when the tab changes and filters by user profile from range 10', async () => {
    answer({
      '/api/search_user/': () => json(200, page(['ada'], false)),
      '/api/filter_user/': () => json(200, page(['bob'], true)),
    });
    const { router } = renderRoutes(SEARCH_ROUTES, '/search?tab=username');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Username' }), {
      target: { value: 'ada' },
    });
    expect(await screen.findByRole('link', { name: 'ada' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Filter by user profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(screen.queryByRole('link', { name: 'ada' })).toBeNull();
    // The tab opens with the creators it finds, before any filter (issue 53).
    expect(await screen.findByRole('link', { name: 'bob' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Content creators only' }));
    expect(screen.queryByRole('link', { name: 'bob' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'bob' })).toBeTruthy();
    expect(bodiesTo('/api/filter_user/')).toEqual([
      { countrys_p: [], tags_p: [], checked: true, range: 10 },
      { countrys_p: [], tags_p: [], checked: false, range: 10 },
    ]);

    // Changing a filter clears the results until the next search.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Content creators only' }));
    expect(screen.queryByRole('link', { name: 'bob' })).toBeNull();
  });

  it('validates the social media filter with the shared schema before sending', async () => {
    answer({ '/api/filter_user_by_social/': () => json(200, page(['cat'], true)) });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?tab=social');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select a social media.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Social media' }));
    fireEvent.click(await screen.findByRole('option', { name: 'TikTok', hidden: true }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Min followers' }), {
      target: { value: '500' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max followers' }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText("Min followers can't be greater than max followers."),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Min followers' }), {
      target: { value: '-5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("Followers can't be negative.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Min followers' }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'cat' })).toBeTruthy();
    expect(bodiesTo('/api/filter_user_by_social/')).toEqual([
      {
        socialMedia: 'Tiktok', // the wire value stays as the spec spells it
        minFollowers: 5,
        maxFollowers: 100,
        countrys: [],
        tags: [],
        sort: '',
        verifiedOnly: false,
        brands: false,
        range: 10,
      },
    ]);
  });

  it('asks for profiles rated 4 and up, and shows a result’s rating as ★ 4.8 (12)', async () => {
    answer({
      '/api/filter_user_by_social/': () =>
        json(200, {
          data: [{ ...result('dana'), rating: 4.8, reviews_count: 12 }],
          isover: true,
        } satisfies SearchPageData),
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?tab=social');
    fireEvent.click(screen.getByRole('combobox', { name: 'Social media' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Instagram', hidden: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rated 4 and up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'dana' })).toBeTruthy();
    expect(bodiesTo('/api/filter_user_by_social/')[0]).toMatchObject({ minRating: 4 });
    expect(screen.getByText('Rated 4.8 out of 5 from 12 reviews')).toBeTruthy();
  });
});
