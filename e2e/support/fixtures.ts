import { randomBytes, randomInt } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { codeSentTo, mailCount } from './mail';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

export const PASSWORD = 'journey-pass-42';

/** A fresh, unique username for each call. */
export const uniqueName = (prefix = 'u') => `${prefix}${randomBytes(5).toString('hex')}`;

/** Registers through the API with the code from the delivered e-mail, then logs in. */
export async function createUser(
  request: APIRequestContext,
  username = uniqueName(),
): Promise<TestUser> {
  const email = `${username}@example.com`;
  const form = { username, email, password: PASSWORD, password_conf: PASSWORD, validate_code: '' };
  expect((await request.post('/api/user/register/', { data: form })).status()).toBe(200);
  const before = mailCount();
  expect((await request.post('/api/CreateVCode/', { data: { email } })).status()).toBe(200);
  const code = await codeSentTo(email, before);
  const created = await request.post('/api/user/register/', {
    data: { ...form, validate_code: code },
  });
  expect(created.status()).toBe(201);
  const tokens = await (
    await request.post('/api/token', { data: { username, password: PASSWORD } })
  ).json();
  return { username, email, password: PASSWORD, ...tokens };
}

/** A user with Full Access, paid through the built-in test checkout. */
export async function createPaidUser(
  request: APIRequestContext,
  username?: string,
): Promise<TestUser> {
  const user = await createUser(request, username);
  const paid = await request.post('/api/checkout/test/complete/', {
    headers: { authorization: `Bearer ${user.access}` },
  });
  expect(paid.status()).toBe(200);
  return user;
}

/** Starts the page signed in as `user`, the way the app keeps its session. */
export async function signIn(page: Page, user: TestUser) {
  await page.addInitScript(
    ({ access, refresh }) => {
      // Only on the first page load, so a later logout in the same test sticks.
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('acces', access);
        window.localStorage.setItem('refresh', refresh);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    { access: user.access, refresh: user.refresh },
  );
}

/**
 * A new member signed in on `page` at their settings; with `tab`, on that tab, reached through
 * its link as a member would.
 */
export async function newMemberInSettings(
  page: Page,
  request: APIRequestContext,
  tab?: 'Payments' | 'Notifications',
): Promise<TestUser> {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto('/settings');
  if (tab) {
    await page.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/settings\\?tab=${tab.toLowerCase()}$`));
  }
  return user;
}

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/**
 * Every test speaks from its own client address (the server trusts X-Forwarded-For here), so
 * the per-IP rate limits stay as strict as in production without tests tripping each other.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomIp() });
  },
});

export { expect };

/**
 * A browser of its own for one more person in a journey, signed in and speaking from its own
 * client address like every test.
 */
export async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}
