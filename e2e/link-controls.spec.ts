import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

test.describe('link controls on /profile', () => {
  test('a creator hides a link from the public page and reorders links by keyboard, drag and drop', async ({
    page,
    request,
  }) => {
    // A long journey (axe, a reload, three ways of reordering) on /profile, whose app takes
    // seconds to boot on a busy 2-core CI machine: it twice ran out of the default 30 s there.
    test.slow();
    const creator = await createPaidUser(request);
    for (const text of ['Shop', 'Media kit', 'Podcast']) {
      const added = await request.post('/api/linkview/', {
        headers: bearer(creator),
        data: { link: `https://example.com/${text.replace(' ', '-')}`, text },
      });
      expect(added.status()).toBe(200);
    }
    await signIn(page, creator);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Hide Media kit from the public page' }).click();
    const kitRow = page.getByRole('listitem').filter({ hasText: 'Media kit' });
    await expect(kitRow.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Show Media kit on the public page' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard only: focus Podcast's up button and press Enter.
    await page.getByRole('button', { name: 'Move Podcast up' }).focus();
    await page.keyboard.press('Enter');
    const titles = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Move .* up$/ }) });
    await expect(titles.nth(1)).toContainText('Podcast');
    await page.reload();
    await expect(titles.nth(0)).toContainText('Shop');
    await expect(titles.nth(1)).toContainText('Podcast');
    await expect(titles.nth(2)).toContainText('Media kit');

    // Drag and drop by keyboard: Space on Shop's handle picks it up, ArrowDown moves it past
    // Podcast, Space drops it; then with the mouse, Media kit goes back to the top.
    const shopHandle = page.getByRole('button', { name: 'Drag Shop to reorder' });
    const said = page.getByRole('status').filter({ hasText: /Shop/ });
    await shopHandle.focus();
    await page.keyboard.press('Space');
    await expect(shopHandle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(said).toHaveText('Shop is over position 2 of 3.');
    await page.keyboard.press('Space');
    await expect(said).toHaveText('Shop dropped at position 2 of 3.');
    await expect(titles.nth(0)).toContainText('Podcast');
    await expect(titles.nth(1)).toContainText('Shop');
    const handle = page.getByRole('button', { name: 'Drag Media kit to reorder' });
    const target = await titles.nth(0).boundingBox();
    const from = await handle.boundingBox();
    if (!target || !from) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect(titles.nth(0)).toContainText('Media kit');
    await page.reload();
    await expect(titles.nth(0)).toContainText('Media kit');
    await expect(titles.nth(1)).toContainText('Podcast');
    await expect(titles.nth(2)).toContainText('Shop');

    // On a phone the row's buttons still fit beside the title.
    await page.setViewportSize({ width: 360, height: 800 });
    // The Analytics section above may push the list below the fold: scroll to the row first.
    const deleteKit = page.getByRole('button', { name: 'Delete link Media kit' });
    await deleteKit.scrollIntoViewIfNeeded();
    await expect(deleteKit).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);

    await page.goto(`/${creator.username}`);
    await expect(page.getByRole('link', { name: /^Shop/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Media kit/ })).toHaveCount(0);
    const order = await page.getByRole('link', { name: /^(Shop|Podcast)/ }).allTextContents();
    expect(order.map((text) => text.split('(')[0]?.trim())).toEqual(['Podcast', 'Shop']);
  });
});
