import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@partnerly/shared';
import { ApiError } from './api-error';
import { navigateTo } from './navigation';
import { paths } from './paths';
import { clearTokens, getAccessToken } from './session';
import { refreshSession } from './token-refresh';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Send the bearer token and apply the session rules (401 refresh, 403 redirect); default
   * true. Login, registration and password reset pass false: their 401s mean nothing here.
   */
  auth?: boolean;
}

/** A 2xx answer: its status (the spec gives 200, 201 and 208 different meanings) and body. */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

const SUBSCRIPTION_EXPIRED_ID = 'subscription-expired';

/** Calls the API on the same origin and returns its status and parsed JSON body. */
export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const auth = options.auth ?? true;
  const usedToken = auth ? getAccessToken() : null;
  let response = await send(path, options, usedToken);

  if (auth && response.status === 401) {
    const renewed = await renewAccessToken(usedToken);
    if (renewed) {
      response = await send(path, options, renewed);
    } else {
      clearTokens();
      navigateTo(paths.login);
    }
  }
  if (auth && response.status === 403) onSubscriptionExpired();

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    throw new ApiError(response.status, data, retryAfterSeconds(response.headers));
  }
  return { status: response.status, data: data as T };
}

/** Calls the API on the same origin and returns its parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** A fresher access token than the one the server refused, or null when the session is over. */
async function renewAccessToken(usedToken: string | null): Promise<string | null> {
  // A parallel request already refreshed while this one was in flight: just retry with it.
  const current = getAccessToken();
  if (current && current !== usedToken) return current;
  return refreshSession();
}

/** Any 403 means the subscription lapsed (ARCHITECTURE.md, "The web app"): say so once and open settings. */
function onSubscriptionExpired(): void {
  notifications.show({
    id: SUBSCRIPTION_EXPIRED_ID,
    color: 'red',
    message: MESSAGES.subscriptionExpired,
  });
  navigateTo(paths.settings);
}

/** Retry-After in its seconds form (the only one our server sends). */
function retryAfterSeconds(headers: Headers): number | undefined {
  const value = Number(headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
