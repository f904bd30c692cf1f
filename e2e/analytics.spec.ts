import { expectNoAxeViolations } from './support/axe';
import { expectNoSideScroll } from './support/layout';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

test('a visitor opens a profile and clicks a link; the owner sees the view and the click', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const creator = await createPaidUser(request);
  const added = await request.post('/api/linkview/', {
    headers: bearer(creator),
    data: { link: `${baseURL}/pricing`, text: 'Portfolio' },
  });
  expect(added.status()).toBe(200);

  // A visitor without an account, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const viewCounted = visitor.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/view/') && response.status() === 204,
  );
  await visitor.goto(`/${creator.username}`);
  await viewCounted;
  const popup = visitorContext.waitForEvent('page');
  await visitor.getByRole('link', { name: /^Portfolio/ }).click();
  const opened = await popup;
  await opened.waitForURL(/\/pricing$/);
  await visitorContext.close();

  await signIn(page, creator);
  await page.goto('/profile');
  const analytics = page.getByRole('region', { name: 'Analytics' });
  const totals = analytics.getByLabel('Totals of the last 7 days');
  await expect(totals.getByText('Views', { exact: true }).locator('..')).toContainText('1');
  await expect(totals.getByText('Link clicks', { exact: true }).locator('..')).toContainText('1');
  await expect(totals.getByText('Click-through rate').locator('..')).toContainText('100%');
  await expect(analytics.getByRole('listitem').filter({ hasText: 'Portfolio' })).toContainText('1');
  await expect(
    analytics.getByRole('img', { name: 'Views and unique visitors per day over the last 7 days' }),
  ).toBeVisible();
  // The link itself shows its clicks of the last 30 days.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Portfolio' }).getByText('1 click'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // On a 360 px phone the section fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await totals.scrollIntoViewIfNeeded();
  await expect(totals).toBeInViewport();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);

  await analytics.getByText('30 days').click();
  await expect(analytics.getByLabel('Totals of the last 30 days')).toContainText('Views');
});

test('a new profile shows the empty analytics state', async ({ page, request }) => {
  const creator = await createPaidUser(request);
  await signIn(page, creator);
  await page.goto('/profile');
  await expect(page.getByText('No visits yet')).toBeVisible();
  await expectNoAxeViolations(page);
});
