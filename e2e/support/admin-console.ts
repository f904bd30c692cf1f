/** What the admin console's journeys (admin.spec.ts, admin-socials.spec.ts) share. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { expect, signIn, type TestUser } from './fixtures';

export const bearer = (user: { access: string }) => ({ authorization: `Bearer ${user.access}` });

/** The e2e admin (seeded before the server starts), logged in through the API. */
export async function loginAdmin(request: APIRequestContext): Promise<TestUser> {
  const login = await request.post('/api/token', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access: string; refresh: string };
  return { ...E2E_ADMIN, ...tokens };
}

/** The admin console, signed in as the e2e admin, at `tab` when given. */
export async function openConsole(page: Page, request: APIRequestContext, tab?: string) {
  await signIn(page, await loginAdmin(request));
  await page.goto(tab ? `/manage/admin?tab=${tab}` : '/manage/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
}

/** The list item holding `text`, asking for the next pages while it is not shown yet. */
export async function rowWith(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole('listitem').filter({ hasText: text });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(row.or(more).first()).toBeVisible();
  while ((await row.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(row).first()).toBeEnabled();
  }
  await expect(row).toBeVisible();
  return row;
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
