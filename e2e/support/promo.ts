import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './admin';

/** Creates a lifetime promo code through the admin API, signed in as the e2e admin. */
export async function createPromoCode(
  request: APIRequestContext,
  options: { amount?: number; expDate?: string } = {},
): Promise<string> {
  const login = await request.post('/api/token', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const code = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  const created = await request.post('/api/admin/create-promo/', {
    headers: { authorization: `Bearer ${access}` },
    data: { name: code, ...options },
  });
  expect(created.status()).toBe(201);
  return code;
}
