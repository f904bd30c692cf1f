import { readFile } from 'node:fs/promises';
import { createUser, expect, signIn, test } from './support/fixtures';

test('a member downloads their data from Settings as a JSON file', async ({ page, request }) => {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^partnerly-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const path = await download.path();
  const data = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(data).toMatchObject({ username: user.username, email: user.email });
  expect(data).toHaveProperty('messages');
});
