import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

const results = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('listitem');

test('an Explorer saves two profiles from search into a new list, adds a note and exports it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `sv${randomBytes(3).toString('hex')}`;
  const [first, second] = await Promise.all([
    createPaidUser(request, `${prefix}_a`),
    createPaidUser(request, `${prefix}_b`),
  ]);
  const explorer = await createUser(request);
  await signIn(page, explorer);

  await page.goto('/search?tab=username');
  await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
  await expect(results(page)).toHaveCount(2);

  // The first into a new list, made from the save dialog.
  await page.getByRole('button', { name: `Save ${first.username} to a list` }).click();
  const dialog = page.getByRole('dialog', { name: `Save ${first.username}` });
  await expect(dialog.getByText('No lists yet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New list' }).fill('Summer campaign');
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Summer campaign (1)' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second into the same list, ticked.
  await page.getByRole('button', { name: `Save ${second.username} to a list` }).click();
  const again = page.getByRole('dialog', { name: `Save ${second.username}` });
  const box = again.getByRole('checkbox', { name: 'Summer campaign (1)' });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(again.getByRole('checkbox', { name: 'Summer campaign (2)' })).toBeChecked();
  await again.getByRole('link', { name: 'Open saved lists' }).click();

  await expect(page).toHaveURL(/\/saved/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  // The note saves itself as the member types: no button, "Saved" once it is stored.
  const note = page.getByRole('textbox', { name: `Note on ${first.username}` });
  await note.pressSequentially('Great reels, asks "fair" rates, reply soon', { delay: 10 });
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Summer campaign.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`${first.username}`);
  expect(csv).toContain(`${second.username}`);
  expect(csv).toContain('"Great reels, asks ""fair"" rates, reply soon"');

  // After a reload the note is still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Note on ${first.username}` })).toHaveValue(
    'Great reels, asks "fair" rates, reply soon',
  );
});

test('a shortlist note typed on a phone is there after a reload, and leaving mid-typing asks first', async ({
  page,
  request,
}) => {
  // Two pages, a reload and a phone viewport: over 25 s even alone on the 2-core machine.
  test.slow();
  const creator = await createPaidUser(request);
  const member = await createUser(request);
  const created = await request.post('/api/lists/', {
    headers: { authorization: `Bearer ${member.access}` },
    data: { name: 'Autumn' },
  });
  const list = (await created.json()) as { id: number };
  await request.post(`/api/lists/${list.id}/items/`, {
    headers: { authorization: `Bearer ${member.access}` },
    data: { username: creator.username },
  });
  await signIn(page, member);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/saved?list=${list.id}`);
    const note = page.getByRole('textbox', { name: `Note on ${creator.username}` });
    await note.fill(`Ask about rates (${width})`);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(note).toHaveValue(`Ask about rates (${width})`);
  }

  // A reload before the note is saved is held by the browser's "Leave site?" prompt. The save
  // is held in flight, so the prompt is owed however long the reload takes to start: on a busy
  // machine the 700 ms pause once ended, and the save with it, before the reload began.
  const held: Route[] = [];
  const itemPath = `/api/lists/${list.id}/items/`;
  await page.route(
    (url) => url.pathname.startsWith(itemPath),
    (route) => (route.request().method() === 'PUT' ? held.push(route) : route.continue()),
  );
  const note = page.getByRole('textbox', { name: `Note on ${creator.username}` });
  await note.fill('Unfinished');
  const prompt = page.waitForEvent('dialog');
  // Dismissing the prompt cancels the reload, which then never finishes.
  const reloading = page.reload({ timeout: 3_000 }).catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reloading;
  await expect(note).toHaveValue('Unfinished');
  // The pause then ends and the note is sent: let it through, and it is saved.
  await expect.poll(() => held.length).toBe(1);
  await held[0]?.continue();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
});
