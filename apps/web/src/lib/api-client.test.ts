import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@partnerly/shared';
import { makeToken } from '../test/tokens';
import { apiFetch, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { setNavigator } from './navigation';
import { getAccessToken, getRefreshToken, storeTokens } from './session';

const { showNotification } = vi.hoisted(() => ({ showNotification: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The Authorization header a fetch call was made with. */
const bearerOf = (call: unknown[] | undefined) =>
  ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string>).Authorization;

/** The parsed JSON body a fetch call was made with. */
const bodyOf = (call: unknown[] | undefined): unknown =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string);

const urlOf = (call: unknown[]) => call[0] as string;

describe('apiFetch', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  const oldAccess = makeToken(-10);
  const newAccess = makeToken(900);

  beforeEach(() => {
    localStorage.clear();
    setNavigator(navigate);
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('sends the stored access token as a bearer token', async () => {
    storeTokens({ access: newAccess, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));

    await expect(apiRequest('/api/UserData/')).resolves.toEqual({ ok: true });
    expect(bearerOf(fetchMock.mock.calls[0])).toBe(`Bearer ${newAccess}`);
  });

  it('sends no token when the call is not authenticated', async () => {
    storeTokens({ access: newAccess, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(200, {}));

    await apiRequest('/api/token', { body: {}, auth: false });
    expect(bearerOf(fetchMock.mock.calls[0])).toBeUndefined();
  });

  it('answers the status with the body', async () => {
    fetchMock.mockResolvedValueOnce(json(208, { detail: 'sent' }));
    await expect(apiFetch('/api/user/register/', { body: {} })).resolves.toEqual({
      status: 208,
      data: { detail: 'sent' },
    });
  });

  it('refreshes once on a 401, stores the rotated pair and retries with the new token', async () => {
    storeTokens({ access: oldAccess, refresh: 'r1' });
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'expired' }))
      .mockResolvedValueOnce(json(200, { access: newAccess, refresh: 'r2' }))
      .mockResolvedValueOnce(json(200, { id: 1 }));

    await expect(apiRequest('/api/UserData/')).resolves.toEqual({ id: 1 });

    expect(fetchMock.mock.calls.map(urlOf)).toEqual([
      '/api/UserData/',
      '/api/token/refresh/',
      '/api/UserData/',
    ]);
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ refresh: 'r1' });
    expect(bearerOf(fetchMock.mock.calls[2])).toBe(`Bearer ${newAccess}`);
    expect(getAccessToken()).toBe(newAccess);
    expect(getRefreshToken()).toBe('r2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeTokens({ access: oldAccess, refresh: 'r1' });
    let finishRefresh: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input, init) => {
      const url = input as string;
      if (url === '/api/token/refresh/') {
        return new Promise<Response>((resolve) => (finishRefresh = resolve));
      }
      const bearer = (init?.headers as Record<string, string>).Authorization;
      return Promise.resolve(
        bearer === `Bearer ${newAccess}` ? json(200, { url }) : json(401, { detail: 'expired' }),
      );
    });

    const calls = Promise.all([
      apiRequest('/api/a/'),
      apiRequest('/api/b/'),
      apiRequest('/api/c/'),
    ]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter((c) => urlOf(c) === '/api/token/refresh/')).toHaveLength(
        1,
      ),
    );
    finishRefresh(json(200, { access: newAccess, refresh: 'r2' }));

    await expect(calls).resolves.toEqual([
      { url: '/api/a/' },
      { url: '/api/b/' },
      { url: '/api/c/' },
    ]);
    expect(fetchMock.mock.calls.filter((c) => urlOf(c) === '/api/token/refresh/')).toHaveLength(1);
    expect(getRefreshToken()).toBe('r2');
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    storeTokens({ access: oldAccess, refresh: 'r1' });
    fetchMock
      .mockResolvedValueOnce(json(401, {}))
      .mockResolvedValueOnce(json(200, { access: newAccess, refresh: 'r2' }))
      .mockResolvedValueOnce(json(401, { detail: 'still no' }));

    await expect(apiRequest('/api/UserData/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears both tokens and goes to /login when the refresh is refused', async () => {
    storeTokens({ access: oldAccess, refresh: 'dead' });
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'expired' }))
      .mockResolvedValueOnce(json(401, { detail: 'Token is invalid' }));

    const error = await apiRequest('/api/UserData/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('goes to /login without a refresh request when there is no refresh token', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {}));

    await expect(apiRequest('/api/UserData/')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('alerts and opens /settings on a 403, keeping the session', async () => {
    storeTokens({ access: newAccess, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(403, { detail: 'Subscription required' }));

    await expect(apiRequest('/api/profile_data/', { body: {} })).rejects.toMatchObject({
      status: 403,
    });
    expect(showNotification).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: MESSAGES.subscriptionExpired }),
    );
    expect(navigate).toHaveBeenCalledWith('/settings');
    expect(getAccessToken()).toBe(newAccess);
  });

  it('leaves 401 and 403 of unauthenticated calls to the caller', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(403, {}));

    await expect(apiRequest('/api/token', { body: {}, auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(apiRequest('/api/token', { body: {}, auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('exposes the 400 field errors of a DRF body', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { username: ['taken'], detail: 'x' }));
    const error = (await apiRequest('/api/update-user/').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ username: ['taken'] });
    expect(error.detail).toBe('x');
  });
});
