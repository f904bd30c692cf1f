import { expectNoAxeViolations } from './support/axe';
import { bearer, openConsole, rowWith, sidebar } from './support/admin-console';
import { createPaidUser, expect, test, uniqueName } from './support/fixtures';

test.describe('admin console: socials', () => {
  // Journeys that register users (a mailed code and an Argon2 hash each) take a while.
  test.describe.configure({ timeout: 60_000 });

  test('accepts a pending social with its followers, shown at once on the public page, then updates it', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    const handle = uniqueName('insta_');
    const submitted = await request.post('/api/manuel_social_media/', {
      headers: bearer(creator),
      data: { socialMedia: 'Instagram', socialMediaUsername: handle, tags: [], countrys: [] },
    });
    expect(submitted.status()).toBe(200);

    await openConsole(page, request, 'manuelsocial');
    await expect(page.getByRole('heading', { level: 2, name: 'Manual socials' })).toBeVisible();
    const pending = await rowWith(page, handle);
    await expect(pending.getByText(`Partnerly user: ${creator.username}`)).toBeVisible();
    const check = pending.getByRole('link', { name: new RegExp(`instagram\\.com/${handle}`) });
    await expect(check).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // A follower count is required before accepting.
    await pending.getByRole('button', { name: /^Accept/ }).click();
    await expect(pending.getByText('Enter the follower count.')).toBeVisible();
    await pending.getByLabel(/^Followers/).fill('12500');
    await pending.getByRole('button', { name: /^Accept/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: handle })).toHaveCount(0);

    // The creator's public page shows the verified account with its short follower count.
    await page.goto(`/${creator.username}`);
    await expect(page.getByText('12.5K followers')).toBeVisible();
    const profile = await request.post('/api/profile_data/', {
      data: { username: creator.username },
    });
    const data = (await profile.json()) as { socials: { link: string; followers: number }[] };
    expect(data.socials).toEqual([
      expect.objectContaining({ link: `https://www.instagram.com/${handle}`, followers: 12500 }),
    ]);

    // The Socials queue has it too: a new count takes it off the queue.
    await page.goto('/manage/admin?tab=socials');
    const queued = await rowWith(page, `instagram.com/${handle}`);
    await expect(queued.getByText('12.5K')).toBeVisible();
    await expectNoAxeViolations(page);
    await queued.getByLabel(/^New followers/).fill('13000');
    await queued.getByRole('button', { name: /^Update/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: handle })).toHaveCount(0);
    await page.goto(`/${creator.username}`);
    await expect(page.getByText('13K followers')).toBeVisible();
  });

  test('destructive admin actions ask for confirmation: declines a pending social and deletes a verified one', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    const declined = uniqueName('tt_');
    const kept = uniqueName('yt_');
    for (const [socialMedia, socialMediaUsername] of [
      ['Tiktok', declined],
      ['Youtube', kept],
    ]) {
      const submitted = await request.post('/api/manuel_social_media/', {
        headers: bearer(creator),
        data: { socialMedia, socialMediaUsername, tags: [], countrys: [] },
      });
      expect(submitted.status()).toBe(200);
    }

    await openConsole(page, request, 'manuelsocial');
    // Cancel keeps the request; only the confirmed Decline removes it.
    await (await rowWith(page, declined)).getByRole('button', { name: /^Decline/ }).click();
    const declineDialog = page.getByRole('dialog', { name: 'Decline this account?' });
    await expect(declineDialog).toContainText(declined);
    await expectNoAxeViolations(page);
    await declineDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(declineDialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: declined })).toHaveCount(1);
    await (await rowWith(page, declined)).getByRole('button', { name: /^Decline/ }).click();
    await declineDialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: declined })).toHaveCount(0);
    const accepted = await rowWith(page, kept);
    await accepted.getByLabel(/^Followers/).fill('900');
    await accepted.getByRole('button', { name: /^Accept/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: kept })).toHaveCount(0);

    await sidebar(page)
      .getByRole('link', { name: /^Socials/ })
      .click();
    await expect(page).toHaveURL(/\?tab=socials$/);
    await (
      await rowWith(page, `youtube.com/@${kept}`)
    )
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this account?' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: kept })).toHaveCount(0);

    const profile = await request.post('/api/profile_data/', {
      data: { username: creator.username },
    });
    expect(((await profile.json()) as { socials: unknown[] }).socials).toEqual([]);
    const pending = await request.get('/api/UserData/', { headers: bearer(creator) });
    expect(((await pending.json()) as { manule_socials: unknown[] }).manule_socials).toEqual([]);
  });
});
