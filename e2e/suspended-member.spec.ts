import type { APIRequestContext } from '@playwright/test';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

const REASON = 'Asked members for payment outside Partnerly';

async function suspend(request: APIRequestContext, username: string) {
  const response = await request.post('/api/admin/suspend-user/', {
    headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
    data: { username, reason: REASON },
  });
  expect(response.status()).toBe(200);
}

test.describe('a suspended member is told, not guessed', () => {
  for (const width of [1280, 360]) {
    test(`an open tab shows the suspension with the reason and the way to appeal (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const member = await createPaidUser(request);
      await signIn(page, member);
      await page.goto('/explore');
      await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeAttached();

      await suspend(request, member.username);
      // The live socket closes with the suspension's code; the tab learns why at once.
      const notice = page.getByRole('alertdialog', { name: 'Your account was suspended.' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`Reason: ${REASON}`);
      await expectNoAxeViolations(page);
      await notice.getByRole('button', { name: 'Appeal through the contact form' }).click();
      await expect(page).toHaveURL(/\/contactus$/);
      await expect(notice).toBeHidden();
    });
  }

  test('an Explorer’s open tab learns it at the next request; signing in again says so too', async ({
    page,
    request,
  }) => {
    const member = await createUser(request);
    await signIn(page, member);
    await page.goto('/search');
    await suspend(request, member.username);
    // Anything that asks the server: the refused token refresh carries the reason.
    await page.goto('/explore');
    const notice = page.getByRole('alertdialog', { name: 'Your account was suspended.' });
    await expect(notice).toContainText(`Reason: ${REASON}`);
    await notice.getByRole('button', { name: 'Close' }).click();

    await page.goto('/login');
    await page.getByLabel('Username or email').fill(member.username);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(notice).toContainText(`Reason: ${REASON}`);
    await expectNoAxeViolations(page);
  });
});
