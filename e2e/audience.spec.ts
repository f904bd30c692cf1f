import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, openAs, signIn, test } from './support/fixtures';
import { expectNoSideScroll } from './support/layout';
import { connectThroughPlatform, recentPosts, signInAtPlatform } from './support/platforms';

/**
 * Issue 48 point 2: a creator's verified audience on the public page, server-rendered for
 * visitors and completed for members, and the creator's choice of who sees what on /profile.
 */
test('the verified audience on the public page, and the creator choosing who sees it', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // Many screens with axe at two sizes; the audience itself comes within seconds (decision 123).
  test.setTimeout(90_000);
  const creator = await createPaidUser(request);
  await signInAtPlatform(
    'instagram',
    {
      id: `instagram-${creator.username}`,
      username: `${creator.username}.ig`,
      followers: 5000,
      audience: {
        country: { US: 600, FR: 300, DE: 100 },
        age: { '18-24': 400, '25-34': 600 },
        gender: { F: 700, M: 300 },
      },
      posts: recentPosts({ likes: 200, comments: 50 }),
    },
    page,
  );
  await signIn(page, creator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  await connectThroughPlatform(page, 'Instagram');

  // The account is read right after connecting (decision 123): seconds, not the sweep's minute.
  const audience = page.getByRole('region', { name: 'Audience' });
  await expect(async () => {
    await page.reload();
    await expect(audience.getByRole('list', { name: 'Top countries' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  // The owner sees every part: countries, ages, genders, engagement, who vouches.
  await expect(audience.getByRole('list', { name: 'Ages' })).toBeVisible();
  await expect(audience.getByText('Women 70%')).toBeVisible();
  await expect(audience.getByText('Engagement 5%')).toBeVisible();
  await expect(audience.getByText(/^Verified by Instagram · updated/)).toBeVisible();
  const reach = page.getByRole('radiogroup', { name: 'Top countries and engagement' });
  const details = page.getByRole('radiogroup', { name: 'Ages and genders' });
  await expect(reach.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await expect(details.getByRole('radio', { name: 'Members' })).toBeChecked();
  await expectNoAxeViolations(page);

  // A visitor: the server-rendered page shows countries and engagement, not ages and genders.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const served = await visitor.request.get(`/${creator.username}`);
  expect(await served.text()).toContain('United States');
  await visitor.goto(`/${creator.username}`);
  const shown = visitor.getByRole('region', { name: 'Audience' });
  await expect(shown.getByRole('list', { name: 'Top countries' })).toContainText('United States');
  await expect(shown.getByText('Engagement 5%')).toBeVisible();
  await expect(shown.getByRole('list', { name: 'Ages' })).toHaveCount(0);
  await expect(shown.getByText('Members who sign in see more of this audience.')).toBeVisible();
  await expect(shown.getByText(/^Verified by Instagram · updated/)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(visitor);
  await expectNoSideScroll(visitor);

  // A signed-in member's browser asks again with the session: ages and genders join.
  const brand = await createUser(request);
  const member = await openAs(browser, baseURL, brand);
  await member.goto(`/${creator.username}`);
  const memberView = member.getByRole('region', { name: 'Audience' });
  await expect(memberView.getByRole('list', { name: 'Ages' })).toContainText('25-34');
  await expect(memberView.getByRole('list', { name: 'Genders' })).toContainText('Men 30%');
  await expectNoAxeViolations(member);

  // The creator hides countries and engagement: visitors see no audience at all (ages and
  // genders are for members), members see ages and genders only. Nothing, not zero.
  await reach.getByText('Only me').click();
  await expect(reach.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await expect
    .poll(async () => {
      const response = await request.post('/api/profile_data/', {
        data: { username: creator.username },
      });
      return (await response.json()).socials[0].audience;
    })
    .toBeNull();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Audience' })).toHaveCount(0);
  await member.reload();
  await expect(memberView.getByRole('list', { name: 'Ages' })).toBeVisible();
  await expect(memberView.getByRole('list', { name: 'Top countries' })).toHaveCount(0);
  await expect(memberView.getByText(/^Engagement/)).toHaveCount(0);
  // The owner still sees all of it, and the choice at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(audience.getByRole('list', { name: 'Top countries' })).toBeVisible();
  await expect(reach.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
  await visitorContext.close();
  await member.context().close();
});
