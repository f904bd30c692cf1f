import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { adminAccessToken, E2E_ADMIN } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  createPaidUser,
  createUser,
  expect,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';

/** The open conversation's pane (the list beside it previews the last message too). */
const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });

/** A 4x4 violet PNG: the server re-encodes it into the square JPEG an ad shows. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMo8HgBRwzEcQCc0hoBWBuiMgAAAABJRU5ErkJggg==';

const bearer = (user: { access: string }) => ({ authorization: `Bearer ${user.access}` });

/** Signs the page in as the e2e admin with the worker's cached admin token. */
async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await signIn(page, { ...E2E_ADMIN, access: await adminAccessToken(request), refresh: '' });
}

/** Report on a public page sits in its "..." menu, out of Contact's way. */
async function reportProfile(page: Page) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report profile' }).click();
}

/** Fills and sends the open report dialog, checking it with axe first. */
async function sendReport(page: Page, title: string, reason: string, details?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel(/Anything the admin should know/).fill(details);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thanks for telling us. An admin will look at it soon.',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Sends chat messages from `from` to `to`, in order, over one socket of the test process;
 * returns their ids.
 */
async function sendMessages(baseURL: string, from: TestUser, to: TestUser, ...texts: string[]) {
  const socket = new WebSocket(
    `${baseURL.replace(/^http/, 'ws')}/ws/socket-server/?token=${from.access}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ids: number[] = [];
  for (const text of texts) {
    const clientId = randomUUID();
    const stored = new Promise<number>((resolve) => {
      const onFrame = (data: WebSocket.RawData) => {
        const frame = JSON.parse(data.toString()) as {
          message?: { id: number; client_id: string | null };
        };
        if (frame.message?.client_id !== clientId) return;
        socket.off('message', onFrame);
        resolve(frame.message.id);
      };
      socket.on('message', onFrame);
    });
    socket.send(JSON.stringify({ message: text, receiver: to.username, client_id: clientId }));
    ids.push(await stored);
    // The server allows 20 frames a second per socket.
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  socket.close();
  return ids;
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
    await page.goto('/explore');
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

  test('a member reports a chat message; once the admin removes it both chats show it removed', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    // Two members and an admin in three pages: over 25 s even alone on the 2-core machine.
    test.slow();
    const ada = await createPaidUser(request);
    const bob = await createPaidUser(request);
    await sendMessages(baseURL ?? '', ada, bob, 'Send me $500 before we talk');

    await signIn(page, bob);
    await page.goto(`/chats?with=${ada.username}`);
    const bubble = conversationOf(page).getByText('Send me $500 before we talk');
    await expect(bubble).toBeVisible();
    await page.getByRole('button', { name: 'Report this message' }).click();
    await sendReport(page, 'Report this message', 'Scam or fraud');

    const adaContext = await browser.newContext({ baseURL });
    const adaPage = await adaContext.newPage();
    try {
      await signIn(adaPage, ada);
      await adaPage.goto(`/chats?with=${bob.username}`);
      await expect(conversationOf(adaPage).getByText('Send me $500 before we talk')).toBeVisible();

      const admin = { authorization: `Bearer ${await adminAccessToken(request)}` };
      const reports = await request.get('/api/admin/reports/', { headers: admin });
      const group = (
        (await reports.json()) as { reports: { target: string; id: number; username: string }[] }
      ).reports.find((item) => item.target === 'message' && item.username === ada.username);
      if (!group) throw new Error('the report is not listed');
      const removed = await request.post('/api/admin/reports/remove/', {
        headers: admin,
        data: { target: 'message', id: group.id },
      });
      expect(removed.status()).toBe(200);

      // Live on both sides, then from the history.
      await expect(conversationOf(page).getByText('Message removed')).toBeVisible();
      await expect(conversationOf(adaPage).getByText('Message removed')).toBeVisible();
      await expect(conversationOf(page).getByText('Send me $500 before we talk')).toHaveCount(0);
      await page.reload();
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: new RegExp(`^${ada.username}`) })
        .click();
      await expect(conversationOf(page).getByText('Message removed')).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await adaContext.close();
    }
  });

  for (const width of [1280, 360]) {
    test(`the admin reads a reported message amid the ten before and after it, with the tab's count (${width} px)`, async ({
      page,
      request,
      baseURL,
    }) => {
      const ada = await createPaidUser(request);
      const bob = await createPaidUser(request);
      const numbered = (word: string, count: number) =>
        Array.from({ length: count }, (_, n) => `${word} ${n + 1}`);
      await sendMessages(baseURL ?? '', bob, ada, ...numbered('Before', 12));
      const text = `Pay me outside Partnerly, ${ada.username}`;
      const [reportedId] = await sendMessages(baseURL ?? '', ada, bob, text);
      await sendMessages(baseURL ?? '', bob, ada, ...numbered('After', 11));
      const reported = await request.post('/api/report/', {
        headers: bearer(bob),
        data: { target: 'message', id: reportedId, reason: 'scam' },
      });
      expect(reported.status()).toBe(201);

      await page.setViewportSize({ width, height: 800 });
      await signInAsAdmin(page, request);
      await page.goto('/manage/admin?tab=reports');
      // Named, not filtered by text: the conversation's own items hold the text too.
      const row = page.getByRole('listitem', { name: `Chat message by ${ada.username}` });
      await expect(row).toBeVisible();

      // The Reports tab counts its open items like the other tabs count theirs.
      const summary = page.getByText(/^\d+ reported items?, oldest first$/);
      const listed = (await summary.textContent())?.split(' ')[0] ?? '';
      if (width < 768) await page.getByRole('button', { name: 'Open admin menu' }).click();
      const reportsTab = page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: /^Reports/ });
      await expect(reportsTab).toContainText(listed);
      await expect(reportsTab).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`reports-badge-${width}.png`) });
      if (width < 768) await page.keyboard.press('Escape');

      await row.getByRole('button', { name: 'Show the conversation' }).click();
      const conversation = row.getByRole('list', {
        name: `Conversation between ${[ada.username, bob.username].sort().join(' and ')}`,
      });
      const messages = conversation.getByRole('listitem');
      await expect(messages).toHaveCount(21);
      await expect(messages.first()).toContainText('Before 3');
      await expect(messages.nth(10)).toContainText(text);
      await expect(messages.nth(10)).toContainText('Reported');
      await expect(messages.nth(10)).toContainText(ada.username);
      await expect(messages.last()).toContainText('After 10');
      await messages.nth(10).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`reported-conversation-${width}.png`) });

      const hasSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(hasSideways).toBe(false);
    });
  }
});
