import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { expectNoAxeViolations } from './support/axe';
import {
  createPaidUser,
  createUser,
  expect,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** Saves a screenshot for a person to look at when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
  }
}

/** axe once notifications and transitions have settled. */
async function expectAccessible(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

/** Sends one chat message from `from` to `to` over a socket of the test process. */
async function sendMessage(baseURL: string, from: TestUser, to: TestUser) {
  const socket = new WebSocket(
    `${baseURL.replace(/^http/, 'ws')}/ws/socket-server/?token=${from.access}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const clientId = randomUUID();
  const stored = new Promise<void>((resolve) => {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as { message?: { client_id: string | null } };
      if (frame.message?.client_id === clientId) resolve();
    });
  });
  socket.send(JSON.stringify({ message: 'Hello!', receiver: to.username, client_id: clientId }));
  await stored;
  socket.close();
}

/** A 64x64 violet PNG as a data URL, the way the picture cropper sends one. */
function pictureDataUrl(): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([112, 72, 232])),
  ]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const checklist = (page: Page) => page.getByRole('region', { name: 'Get your profile ready' });
const step = (page: Page, label: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: label });

test.describe('the signed-in frame', () => {
  test.describe.configure({ timeout: 60_000 });

  test('desktop: header with logo, title, plan and account menu; named navigation with the unread count', async ({
    page,
    request,
    baseURL,
  }) => {
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    await sendMessage(baseURL ?? '', alice, bob);
    await page.setViewportSize(DESKTOP);
    await signIn(page, bob);
    await page.goto('/explore');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Partnerly' })).toBeVisible();
    await expect(header.getByText('Explore', { exact: true })).toBeVisible();
    await expect(header.getByText('Full Access', { exact: true })).toBeVisible();

    // One navigation on screen: the side panel, with words; the bottom bar is for phones.
    await expect(mainNav(page)).toHaveCount(1);
    for (const label of ['Profile', 'Chats', 'Deals', 'Explore', 'Search', 'Settings']) {
      await expect(mainNav(page).getByText(label, { exact: true })).toBeVisible();
    }
    const chats = mainNav(page).getByRole('link', { name: 'Chats, 1 unread' });
    await expect(chats.getByText('1', { exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    await shot(page, 'frame-desktop-explore');

    await header
      .getByRole('button', { name: `Account menu, ${bob.username}`, exact: true })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'View public page (opens in a new tab)',
      'Settings',
      'Log out',
    ]);
    await expect(menu.getByRole('menuitem', { name: /View public page/ })).toHaveAttribute(
      'href',
      `/${bob.username}`,
    );
    await expectAccessible(page);
    await shot(page, 'frame-desktop-menu');
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(header.getByText('Settings', { exact: true })).toBeVisible();
    await shot(page, 'frame-desktop-settings');

    // Chats fills the space between the header and the bottom of the window, without scrolling.
    await mainNav(page)
      .getByRole('link', { name: /^Chats/ })
      .click();
    await expect(page.getByRole('region', { name: 'Conversations' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(0);
    await shot(page, 'frame-desktop-chats');

    await header.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();
  });

  test('desktop: an Explorer sees the Explorer plan, locked destinations and the way to upgrade', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, await createUser(request));
    await page.goto('/search');

    const header = page.getByRole('banner');
    await expect(header.getByText('Explorer', { exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'data-locked',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Chats' })).toHaveAttribute('data-locked');
    await header.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Upgrade to Full Access' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    await expectAccessible(page);
    await shot(page, 'frame-desktop-explorer');
  });

  test('the page title shown twice on desktop: the header names the page, its heading is for screen readers only', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, await createPaidUser(request));
    for (const title of ['Settings', 'Chats', 'Search', 'Explore']) {
      await page.goto(`/${title.toLowerCase()}`);
      await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible();
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeAttached();
      expect((await heading.boundingBox())?.height).toBeLessThanOrEqual(1);
    }
    // Phones have no header: there the heading shows.
    await page.setViewportSize(PHONE);
    const heading = page.getByRole('heading', { level: 1, name: 'Explore' });
    expect((await heading.boundingBox())?.height).toBeGreaterThan(20);
  });

  test('phone: the bottom bar of six icons, no desktop header', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await createPaidUser(request));
    await page.goto('/search');

    await expect(page.getByRole('banner')).toBeHidden();
    await expect(mainNav(page)).toHaveCount(1);
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(links).toHaveText(['', '', '', '', '', '']);
    const box = await mainNav(page).boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await mainNav(page).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expectAccessible(page);
    await shot(page, 'frame-phone-explore');
  });
});

test.describe('loading', () => {
  test('the frame and the page show their shape while the account loads, still with reduced motion', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, await createPaidUser(request));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/UserData/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile');

    const loading = page.getByRole('status', { name: 'Loading your account' });
    await expect(loading).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    const skeleton = loading.locator('.mantine-Skeleton-root').first();
    expect(
      await skeleton.evaluate((element) => getComputedStyle(element, '::after').animationName),
    ).toBe('none');
    await shot(page, 'loading-desktop');

    release();
    await expect(loading).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Your public link' })).toBeVisible();
  });
});

test.describe('after paying', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${name}: the test checkout ends on the welcome to Full Access`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, await createUser(request));
      await page.goto('/settings?tab=payments');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('button', { name: 'Pay $7 (test)' }).click();

      await expect(page).toHaveURL(/\/checkout\/success$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to Full Access' }),
      ).toBeVisible();
      await expect(page.getByText('Chat privately')).toBeVisible();
      if (name === 'desktop') {
        await expect(page.getByRole('banner').getByText('Welcome', { exact: true })).toBeVisible();
        await expect(
          page.getByRole('banner').getByText('Full Access', { exact: true }),
        ).toBeVisible();
      }
      await expectAccessible(page);
      await shot(page, `welcome-${name}`);

      await page.getByRole('link', { name: 'Set up your profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(checklist(page)).toBeVisible();
    });
  }
});

test.describe('the onboarding checklist', () => {
  test.describe.configure({ timeout: 60_000 });

  test('ticks off as the profile fills and disappears when everything is done', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await createPaidUser(request);
    await page.setViewportSize(DESKTOP);
    await signIn(page, user);
    await page.goto('/profile');

    // A new profile is visible by default: one step of six.
    await expect(checklist(page)).toContainText('1 of 6 done');
    await expect(step(page, 'Make your profile visible')).toContainText('done');
    await expect(step(page, 'Write your bio')).toContainText('to do');
    await expectAccessible(page);
    await shot(page, 'checklist-desktop');

    // The checklist's own button opens Edit Profile.
    await step(page, 'Write your bio').getByRole('button', { name: 'Write bio' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByLabel('Bio').fill('Travel videos from small towns.');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(step(page, 'Write your bio')).toContainText('done');
    await expect(checklist(page)).toContainText('2 of 6 done');

    // Picture, a social and a link added elsewhere count once the page reloads.
    for (const [url, data] of [
      ['/api/save_pp/', { pp: pictureDataUrl() }],
      ['/api/linkview/', { link: 'https://example.com/kit', text: 'Media kit' }],
      [
        '/api/manuel_social_media/',
        { socialMedia: 'Instagram', socialMediaUsername: 'small_towns', tags: [], countrys: [] },
      ],
    ] as const) {
      expect((await request.post(url, { headers: bearer(user), data })).status()).toBe(200);
    }
    await page.reload();
    await expect(checklist(page)).toContainText('5 of 6 done');
    await expect(step(page, 'Copy your public link into a bio')).toContainText('to do');

    // Copying the public link is the last step: the checklist goes, and stays gone.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(checklist(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(checklist(page)).toBeHidden();
  });

  test('the onboarding checklist keeps its state across logout and login', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await createPaidUser(request);
    await page.setViewportSize(DESKTOP);
    await signIn(page, user);
    await page.goto('/profile');
    await expect(checklist(page)).toContainText('1 of 6 done');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(step(page, 'Copy your public link into a bio')).toContainText('done');
    await expect(checklist(page)).toContainText('2 of 6 done');

    // Logout clears the browser's storage; the ticks come back from the server.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByLabel('Username or email').fill(user.username);
    await form.getByLabel(/^Password/).fill(user.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(checklist(page)).toContainText('2 of 6 done');
    await expect(step(page, 'Copy your public link into a bio')).toContainText('done');

    // Put away on this browser, it stays away after the next login too.
    await checklist(page).getByRole('button', { name: 'Hide the checklist' }).click();
    await expect(checklist(page)).toBeHidden();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await form.getByLabel('Username or email').fill(user.username);
    await form.getByLabel(/^Password/).fill(user.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(checklist(page)).toBeHidden();
  });

  test('phone: fits the screen and can be dismissed for good', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await createPaidUser(request));
    await page.goto('/profile');
    await expect(checklist(page)).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectAccessible(page);
    await shot(page, 'checklist-phone');

    await checklist(page).getByRole('button', { name: 'Hide the checklist' }).click();
    await expect(checklist(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(checklist(page)).toBeHidden();
  });
});
