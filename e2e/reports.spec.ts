import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  createPaidUser,
  createUser,
  expect,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';
import { bearer, sendReport, signInAsAdmin } from './support/reports';

/** A 4x4 violet PNG: the server re-encodes it into the square JPEG an ad shows. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMo8HgBRwzEcQCc0hoBWBuiMgAAAABJRU5ErkJggg==';

/** Report on a public page sits in its "..." menu, out of Contact's way. */
async function reportProfile(page: Page) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report profile' }).click();
}

const reportRow = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: text });

test.describe('reports', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a member reports a profile from its public page; the admin reads and dismisses it', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    const member = await createUser(request);

    // A visitor is sent to log in first.
    await page.goto(`/${creator.username}`);
    await reportProfile(page);
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, member);
    await page.goto(`/${creator.username}`);
    await reportProfile(page);
    await sendReport(
      page,
      `Report ${creator.username}’s profile`,
      'Pretending to be someone else',
      'Uses photos of a famous creator.',
    );

    const admin = await page.context().browser()?.newContext();
    if (!admin) throw new Error('no browser');
    const adminPage = await admin.newPage();
    try {
      await signInAsAdmin(adminPage, request);
      await adminPage.goto('/manage/admin?tab=reports');
      const row = reportRow(adminPage, creator.username);
      await expect(row).toContainText('Pretending to be someone else');
      await expect(row).toContainText('Uses photos of a famous creator.');
      await expect(row).toContainText('1 reporter');
      // Day, month and year, then the time, as in chat and settings.
      await expect(row).toContainText(/First reported \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}/);
      await expectNoAxeViolations(adminPage);
      await row.getByRole('button', { name: 'Dismiss' }).click();
      await expect(row).toHaveCount(0);
    } finally {
      await admin.close();
    }
  });

  test('a member reports an ad on explore; the admin removes it and it leaves explore', async ({
    page,
    request,
  }) => {
    const creator: TestUser = await createPaidUser(request);
    const title = `Bot followers ${creator.username}`;
    const added = await request.post('/api/add_ad/', {
      headers: bearer(creator),
      data: { pp: PNG_DATA_URL, title, text: 'Ten thousand followers overnight.', cpm: 3 },
    });
    expect(added.status()).toBe(201);
    const member = await createUser(request);

    await signIn(page, member);
    await page.goto('/explore?tab=ads');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Report this ad' }).click();
    await sendReport(page, 'Report this ad', 'Scam or fraud');

    const admin = await page.context().browser()?.newContext();
    if (!admin) throw new Error('no browser');
    const adminPage = await admin.newPage();
    try {
      await signInAsAdmin(adminPage, request);
      await adminPage.goto('/manage/admin?tab=reports');
      const row = reportRow(adminPage, title);
      await expect(row).toContainText('Scam or fraud');
      await row.getByRole('button', { name: 'Remove ad' }).click();
      await adminPage
        .getByRole('dialog', { name: 'Remove this ad?' })
        .getByRole('button', { name: 'Remove ad' })
        .click();
      await expect(row).toHaveCount(0);
    } finally {
      await admin.close();
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('the admin suspends a reported account from the Reports tab and reinstates it', async ({
    page,
    request,
  }) => {
    const suspect = await createPaidUser(request);
    const member = await createUser(request);
    const reported = await request.post('/api/report/', {
      headers: bearer(member),
      data: { target: 'user', username: suspect.username, reason: 'scam' },
    });
    expect(reported.status()).toBe(201);

    await signInAsAdmin(page, request);
    await page.goto('/manage/admin?tab=reports');
    const row = reportRow(page, suspect.username);
    await row.getByRole('button', { name: `Suspend ${suspect.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${suspect.username}?` });
    await dialog.getByLabel(/^Reason \(the member is told/).fill('Asks for money up front');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);

    const signIn = () =>
      request.post('/api/token', {
        data: { username: suspect.username, password: suspect.password },
      });
    const refused = await signIn();
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      non_field_errors: ['Your account was suspended. Reason: Asks for money up front'],
    });
    expect((await request.get(`/${suspect.username}`)).status()).toBe(404);

    const reinstate = page.getByRole('form', { name: 'Reinstate an account' });
    await reinstate.getByLabel('Reinstate a suspended account').fill(suspect.username);
    await reinstate.getByRole('button', { name: 'Reinstate' }).click();
    await expect(reinstate.getByRole('status')).toHaveText(
      `${suspect.username} can sign in again.`,
    );
    expect((await signIn()).status()).toBe(200);
    expect((await request.get(`/${suspect.username}`)).status()).toBe(200);
  });
});
