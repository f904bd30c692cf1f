import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('public pages', () => {
  test('a visitor goes from the landing page to pricing to contact us and sends a message', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Deals, held money, campaigns and reviews are said on the page (issue 53).
    await expect(
      page.getByRole('heading', { name: 'Agree, get paid, get reviewed' }),
    ).toBeVisible();
    await expect(page.getByText('Money held until approval', { exact: false })).toBeVisible();
    await expect(
      page.getByText(`© 2024–${new Date().getFullYear()} Partnerly`, { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByText('$7', { exact: true })).toBeVisible();
    await expect(page.getByText('$0', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await page.getByLabel('Your Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Brand partnership');
    await page.getByLabel('Message').fill('We would like to sponsor creators on Partnerly.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Your message has been received.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('Your Name')).toHaveValue('Ada Lovelace');
  });

  test('the contact form shows errors for an empty form and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/contact_us')) sent = true;
    });
    await page.goto('/contactus');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(4);
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(sent).toBe(false);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: "Looks like you're lost" })).toBeVisible();
    await expect(page.getByText('The page you are looking for is not available!')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('use on phone, terms and privacy pages are readable', async ({ page }) => {
    for (const [path, text] of [
      ['/useonphone', 'Add to Home Screen'],
      ['/termsofuse', 'Terms of Use'],
      ['/privacypolicy', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the landing page fits without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('the 360 px menu opens, passes axe, closes on Escape and leads to pricing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/contactus']) {
      // The landing page ships no framework and the contact page hydrates: one menu for both.
      await page.goto(path);
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(burger).toBeFocused();
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
