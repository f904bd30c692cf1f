import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { storeTokens } from '../../lib/session';
import { json, renderRoutes } from '../../test/render-app';
import { LogoutPage } from './LogoutPage';
import { useFetchMock } from '../../test/fetch-mock';

const routes = [
  { path: '/logout', element: <LogoutPage /> },
  { path: '/', element: <h1>Home</h1> },
];

describe('LogoutPage', () => {
  const fetchMock = useFetchMock();

  it('ends the session on the server with the refresh token, then forgets everything', async () => {
    fetchMock.mockResolvedValue(json(200, { detail: 'Logged out.' }));
    storeTokens({ access: 'a1', refresh: 'r1' });
    localStorage.setItem('something-else', 'x');
    renderRoutes(routes, '/logout');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logout/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ refresh: 'r1' });
    expect(localStorage.length).toBe(0);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    storeTokens({ access: 'a1', refresh: 'r1' });
    renderRoutes(routes, '/logout');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });

  it('asks the server nothing when there is no session', async () => {
    renderRoutes(routes, '/logout');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
