import { PROFILE_THEMES } from '@partnerly/shared';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

test.describe('a public page worth putting in a bio', () => {
  test('every theme draws the page with big link buttons and passes axe, on desktop and phone', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    // Edit Profile sends the whole profile each time, the theme with it.
    const profile = {
      bio: 'Street food films.',
      tags: ['food'],
      countrys: ['Portugal'],
      checked: true,
    };
    await request.post('/api/linkview/', {
      headers: bearer(creator),
      data: { link: 'https://example.com/kit', text: 'Media kit' },
    });
    for (const theme of PROFILE_THEMES) {
      const saved = await request.post('/api/edit_profile/', {
        headers: bearer(creator),
        data: { ...profile, theme },
      });
      expect(saved.status()).toBe(200);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${creator.username}`);
        await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
        const link = page.getByRole('link', { name: /^Media kit/ });
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
        await expect(page.getByText('Content creator')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  });

  test('a creator picks the theme in Edit Profile and visitors see it', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    await signIn(page, creator);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('radio', { name: 'Forest' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/${creator.username}`);
    await expect(page.locator('[data-theme="forest"]')).toBeVisible();
  });
});
