import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test } from './support/fixtures';

test('the QR code on /profile downloads as PNG and SVG, and the PNG scans to the public address', async ({
  page,
  request,
}) => {
  const creator = await createPaidUser(request);
  await signIn(page, creator);
  await page.goto('/profile');
  const address = `${new URL(page.url()).origin}/${creator.username}`;
  await expect(page.getByRole('img', { name: `QR code of ${address}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`${creator.username}-qr.png`);
  const image = PNG.sync.read(await readFile(await png.path()));
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(decoded?.data).toBe(address);

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`${creator.username}-qr.svg`);
  expect(await readFile(await svg.path(), 'utf8')).toMatch(
    /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
  );
});
