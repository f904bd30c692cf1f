import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userDataQuery } from '../lib/user-data';
import { useFetchMock } from '../test/fetch-mock';
import { json, renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { AppShell } from './AppShell';

/** An Explorer (no plan, so no live socket), as GET /api/UserData/ answers. */
const user = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  subscription: null,
  dialogues: [],
  messages: [],
  notifications: [],
};

describe('AppShell, when asking for the account again fails', () => {
  const fetchMock = useFetchMock();

  it('keeps the app and the page the member is on (decision 147)', async () => {
    localStorage.setItem('acces', makeToken(600));
    let accountReads = 0;
    fetchMock.mockImplementation(async (input) => {
      if (String(input) !== '/api/UserData/') return json(404, {});
      accountReads += 1;
      // The first read answers; every later one fails, as on a server that is restarting.
      return accountReads === 1 ? json(200, user) : json(503, { detail: 'Unavailable' });
    });
    const { queryClient } = renderRoutes(
      [{ element: <AppShell />, children: [{ path: '/search', element: <h1>Search</h1> }] }],
      '/search',
    );
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();

    // What a page does when the account is stale (a minute after it was read) or changed.
    await queryClient.refetchQueries({ queryKey: userDataQuery.queryKey });
    expect(accountReads).toBeGreaterThan(1);
    expect(queryClient.getQueryState(userDataQuery.queryKey)?.status).toBe('error');
    // React Query tells the shell on its next tick; the shell has rendered once that has passed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByText(/couldn.t load your account/i)).toBeNull();
  });
});
