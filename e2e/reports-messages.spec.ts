import type { Page } from '@playwright/test';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, expect, signIn, test } from './support/fixtures';
import { bearer, sendReport, signInAsAdmin } from './support/reports';

/** The open conversation's pane (the list beside it previews the last message too). */
const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });

test.describe('reports: chat messages', () => {
  test.describe.configure({ timeout: 60_000 });

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
