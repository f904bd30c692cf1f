import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { RequireSession } from './RequireSession';
import { getRefreshToken, storeTokens } from '../lib/session';
import { useFetchMock } from '../test/fetch-mock';

const routes = [
  { element: <RequireSession />, children: [{ path: '/settings', element: <h1>Settings</h1> }] },
  { path: '/login', element: <h1>Login</h1> },
];

describe('RequireSession', () => {
  const fetchMock = useFetchMock();

  it('lets a valid session through without asking the server', async () => {
    storeTokens({ access: makeToken(600), refresh: 'r1' });
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor without tokens to /login', async () => {
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('shows "Loading..." while it refreshes an expired access token, then lets it through', async () => {
    storeTokens({ access: makeToken(-5), refresh: 'r1' });
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));

    renderRoutes(routes, '/settings');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    finish(json(200, { access: makeToken(600), refresh: 'r2' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(getRefreshToken()).toBe('r2');
  });

  it('sends the visitor to /login and forgets the tokens when the refresh is refused', async () => {
    storeTokens({ access: makeToken(-5), refresh: 'dead' });
    fetchMock.mockResolvedValueOnce(json(401, { detail: 'Token is invalid' }));

    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(getRefreshToken()).toBeNull();
  });
});
