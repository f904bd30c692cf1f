import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { checklist, DESKTOP, PHONE, shot } from './support/frame';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

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

const step = (page: Page, label: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: label });

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
    // The View button sits in the page, not over the checklist (issue 53).
    const view = page.getByRole('link', { name: /^View your public profile/ });
    await expect(view).toBeVisible();
    await checklist(page).scrollIntoViewIfNeeded();
    const [button, list] = [await view.boundingBox(), await checklist(page).boundingBox()];
    if (!button || !list) throw new Error('not laid out');
    expect(button.y + button.height <= list.y || list.y + list.height <= button.y).toBe(true);
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
