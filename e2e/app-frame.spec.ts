import type { Page } from '@playwright/test';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { checklist, DESKTOP, PHONE, shot } from './support/frame';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the signed-in frame', () => {
  test.describe.configure({ timeout: 60_000 });

  test('desktop: header with logo, title, plan and account menu; named navigation with the unread count', async ({
    page,
    request,
    baseURL,
  }) => {
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    await sendMessages(baseURL ?? '', alice, bob, 'Hello!');
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
      'Earnings',
      'Results',
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
    // The menu fades out after the choice; until it is gone its Settings item is in the banner too.
    await expect(menu).toBeHidden();
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
