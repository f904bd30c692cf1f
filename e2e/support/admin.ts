import type { APIRequestContext } from '@playwright/test';

/** The admin start-server.ts puts in the fresh database before the server starts. */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e_admin@example.com',
  password: 'e2e-admin-pass-42',
} as const;

let cachedLogin: { access: Promise<string>; at: number } | undefined;

/**
 * An access token of the e2e admin for API set-up steps, reused for two minutes within a
 * worker: the server's per-account login limit counts every login, and the specs that verify
 * socials would otherwise log the one admin in dozens of times.
 */
export function adminAccessToken(request: APIRequestContext): Promise<string> {
  if (!cachedLogin || Date.now() - cachedLogin.at > 120_000) {
    const access = request
      .post('/api/token', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
      .then(async (response) => {
        if (response.status() !== 200) throw new Error(`admin login: ${response.status()}`);
        return ((await response.json()) as { access: string }).access;
      });
    cachedLogin = { access, at: Date.now() };
    // A failed login is not kept: the next caller tries again.
    access.catch(() => {
      cachedLogin = undefined;
    });
  }
  return cachedLogin.access;
}

/**
 * The e2e admin with a (cached) access token, to open the console with openAs or to call the
 * admin API. No refresh token: a journey ends well within the access token's 15 minutes.
 */
export async function adminUser(request: APIRequestContext) {
  return { ...E2E_ADMIN, access: await adminAccessToken(request), refresh: '' };
}
