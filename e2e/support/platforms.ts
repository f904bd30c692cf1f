import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type TestUser } from './fixtures';
import type { ConnectPlatform } from '@partnerly/shared';
import type { StandInAccount } from '../../apps/server/src/test/platform-stand-ins';
import { standInCookie } from '../../apps/server/src/test/stand-ins/stand-in-cookie';

/**
 * Where the e2e server's platform stand-ins listen (apps/server/src/test/platform-stand-ins.ts):
 * fixed offsets from E2E_PORT, so the journeys reach the same ones the server was given.
 */
export function standInPorts(port = Number(process.env.E2E_PORT ?? 3100)) {
  return { instagram: port + 51, youtube: port + 52, tiktok: port + 53 };
}

/**
 * A stand-in that does not answer fails the step that asked, named, within the expect timeout;
 * without a limit a journey waited out its whole test timeout with no step to point at.
 */
const STAND_IN_TIMEOUT_MS = 10_000;

const control = async (platform: ConnectPlatform, path: string, body: object) => {
  const response = await fetch(`http://127.0.0.1:${standInPorts()[platform]}/stand-in/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(STAND_IN_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`stand-in ${platform} ${path}: ${response.status}`);
};

/**
 * Signs the account in at the platform's authorize page (created or replaced) for this page's
 * browser only, by the stand-in's session cookie, so journeys running at once on the other
 * worker keep their own accounts. Returns that cookie for a journey that goes to the authorize
 * page without a browser (`fetch`).
 */
export async function signInAtPlatform(
  platform: ConnectPlatform,
  account: StandInAccount,
  page?: Page,
): Promise<string> {
  await control(platform, 'sign-in', account);
  const cookie = { name: standInCookie(platform), value: encodeURIComponent(account.id) };
  await page
    ?.context()
    .addCookies([{ ...cookie, url: `http://127.0.0.1:${standInPorts()[platform]}` }]);
  return `${cookie.name}=${cookie.value}`;
}

/** The platform now reports these followers for the account. */
export const setPlatformFollowers = (platform: ConnectPlatform, id: string, followers: number) =>
  control(platform, 'followers', { id, followers });

const DAY_MS = 86_400_000;

/** Twelve posts, one every two days back from yesterday, each with these likes and comments. */
export const recentPosts = ({ likes, comments }: { likes: number; comments: number }) =>
  Array.from({ length: 12 }, (_, index) => ({
    likes,
    comments,
    at: new Date(Date.now() - (index + 1) * 2 * DAY_MS).toISOString(),
  }));

/** Connects the platform signed in at its stand-in from /profile's Add Social Media dialog. */
export async function connectThroughPlatform(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Social Media' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Social Media' });
  await dialog.getByRole('button', { name: `Connect ${name}` }).click();
  await expect(page.getByText(`Your ${name} account is connected.`)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * The member connects the platform through its stand-in's authorize page by the API's steps,
 * no browser: `platformCookie` is the session `signInAtPlatform` returned.
 */
export async function connectWithoutBrowser(
  request: APIRequestContext,
  user: TestUser,
  platform: ConnectPlatform,
  platformCookie: string,
) {
  const started = await request.post(`/api/connect/${platform}/start/`, {
    headers: { authorization: `Bearer ${user.access}` },
  });
  expect(started.status()).toBe(201);
  const cookie = (started.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  const authorize = await fetch((await started.json()).url, {
    redirect: 'manual',
    headers: { cookie: platformCookie },
    signal: AbortSignal.timeout(STAND_IN_TIMEOUT_MS),
  });
  const back = new URL(authorize.headers.get('location') ?? '');
  const done = await request.get(`${back.pathname}${back.search}`, {
    headers: { cookie },
    maxRedirects: 0,
  });
  expect(done.headers().location).toContain(`connected=${platform}`);
}
