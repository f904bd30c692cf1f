import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';
import { bearer, horizontalOverflow } from './support/discovery';
import { DESKTOP, PHONE, shot } from './support/frame';
import { imageFile } from './support/images';

/** The member's own page on /profile: built, edited, and previewed before the plan. */

/** Another creator already uses the tag, so the site suggests it to everyone. */
async function tagUsedElsewhere(request: APIRequestContext, tag: string) {
  const other = await createPaidUser(request);
  const edited = await request.post('/api/edit_profile/', {
    headers: bearer(other),
    data: { bio: '', tags: [tag], countrys: [], checked: false },
  });
  expect(edited.status()).toBe(200);
}

async function pickOption(page: Page, name: string) {
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * Clicks a form's submit button with the field before it focused, as a person does, and proves
 * the press moves nothing: the blur's message once pushed the button from under the pointer
 * before the release, and the click was lost (a flaky journey).
 */
async function submitFromField(page: Page, field: Locator, submit: Locator) {
  await field.focus();
  // Waits, as a click does, for the dialog to finish opening.
  await submit.click({ trial: true });
  const pressed = await submit.boundingBox();
  if (!pressed) throw new Error('The submit button is not on the screen.');
  await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2);
  await page.mouse.down();
  // Mantine moves a pressed button by 1 px; a message would move it by a line.
  expect(Math.abs(((await submit.boundingBox())?.y ?? 0) - pressed.y)).toBeLessThanOrEqual(1);
  await page.mouse.up();
}

const BIO = 'Fitness creator sharing daily workouts and healthy recipes.';

test.describe('the own profile', () => {
  test('a paid user builds a full profile: picture, bio, tags, socials, links and an advertisement', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await tagUsedElsewhere(request, 'fitness');
    const user = await createPaidUser(request);
    await signIn(page, user);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByText('No verified accounts yet')).toBeVisible();
    await expect(page.getByText('No links yet')).toBeVisible();
    await expect(page.getByText(`${new URL(baseURL ?? '').origin}/${user.username}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Edit Profile: the picture is chosen, cropped and saved at once.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);
    await edit.locator('input[type="file"]').setInputFiles(imageFile('me.png'));
    const zoom = edit.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toBeVisible();
    await zoom.focus();
    await zoom.press('ArrowRight');
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.2');
    await expectNoAxeViolations(page);
    const pictureSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/save_pp/') && response.request().method() === 'POST',
    );
    await edit.getByRole('button', { name: 'Save picture' }).click();
    expect((await pictureSaved).status()).toBe(200);
    const avatarName = `${user.username}'s profile picture`;
    await expect(edit.getByRole('img', { name: avatarName })).toHaveAttribute(
      'src',
      /\/media\/[0-9a-f]+\.jpg$/,
    );

    await edit.getByLabel('Bio').fill(BIO);
    await expect(edit.getByText(`${BIO.length}/500`)).toBeVisible();
    const tags = edit.getByRole('combobox', { name: 'Tags' });
    await tags.fill('fit');
    await pickOption(page, 'fitness');
    await tags.fill('Travel');
    await tags.press('Enter');
    const countries = edit.getByRole('combobox', { name: 'Countries' });
    await countries.fill('Germ');
    await pickOption(page, 'Germany');
    await countries.fill('Glob');
    await pickOption(page, 'Global');
    await edit.getByRole('switch', { name: 'I am content creator' }).check({ force: true });
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();

    const header = page.getByRole('main');
    await expect(header.getByText(BIO)).toBeVisible();
    await expect(header.getByRole('list', { name: 'Tags' })).toContainText('#fitness');
    await expect(header.getByRole('list', { name: 'Tags' })).toContainText('#travel');
    await expect(header.getByRole('list', { name: 'Countries' })).toContainText('Germany');
    await expect(header.getByText('Content creator', { exact: true })).toBeVisible();
    await expect(header.getByRole('img', { name: avatarName })).toHaveAttribute('src', /\/media\//);

    // Add Social Media: checked first, then listed "In verification" as "Verification pending".
    await page.getByRole('button', { name: 'Add Social Media' }).click();
    const social = page.getByRole('dialog', { name: 'Add Social Media' });
    await submitFromField(
      page,
      social.getByRole('combobox', { name: 'Social media' }),
      social.getByRole('button', { name: 'Add', exact: true }),
    );
    await expect(social.getByText('Please select a social media.')).toBeVisible();
    await expect(social.getByText('Please enter a username.')).toBeVisible();
    await expectNoAxeViolations(page);
    await social.getByRole('combobox', { name: 'Social media' }).click();
    await pickOption(page, 'Facebook');
    await expect(
      social.getByText('Paste the link of your Facebook profile instead of the username.'),
    ).toBeVisible();
    await social.getByRole('combobox', { name: 'Social media' }).click();
    await pickOption(page, 'Instagram');
    await expect(social.getByText('Make sure the username is correct.')).toBeVisible();
    await social.getByRole('textbox', { name: 'Username' }).fill('fit_creator');
    await social.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(social).toBeHidden();
    const pending = page.getByRole('listitem').filter({ hasText: 'fit_creator' });
    await expect(pending).toContainText('Instagram');
    await expect(pending).toContainText('Verification pending');
    await expect(page.getByText('Nothing waiting for verification')).toBeHidden();

    // Add Link: only web addresses are accepted.
    await page.getByRole('button', { name: 'Add Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add Link' });
    await linkDialog.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
    await linkDialog.getByRole('textbox', { name: 'Title' }).fill('My shop');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(
      linkDialog.getByText('Enter a full web address starting with http:// or https://.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // Typed without a scheme, the address gets https:// as the field is left.
    const linkField = linkDialog.getByRole('textbox', { name: 'Link' });
    await linkField.fill('shop.example.com/spring');
    await linkDialog.getByRole('textbox', { name: 'Title' }).focus();
    await expect(linkField).toHaveValue('https://shop.example.com/spring');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(page.getByRole('link', { name: /My shop/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/spring',
    );
    await page.getByRole('button', { name: 'Show the address of My shop' }).click();
    const details = page.getByRole('dialog', { name: 'My shop' });
    await expect(details.getByText('https://shop.example.com/spring')).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(details).toBeHidden();

    // Add Advertisement: a square-cropped image, a title, an explanation and a price.
    await page.getByRole('button', { name: 'Add Advertisement' }).click();
    const adDialog = page.getByRole('dialog', { name: 'Add Advertisement' });
    await submitFromField(
      page,
      adDialog.getByRole('textbox', { name: 'Title' }),
      adDialog.getByRole('button', { name: 'Add advertisement' }),
    );
    await expect(adDialog.getByText('Choose an image.')).toBeVisible();
    // The title and the explanation, the first of them the field just left.
    await expect(adDialog.getByText('This field is required.')).toHaveCount(2);
    await expect(adDialog.getByText('Enter a price.')).toBeVisible();
    await adDialog.getByRole('textbox', { name: 'Title' }).fill('Spring sale');
    await adDialog
      .getByRole('textbox', { name: 'Explanation' })
      .fill('Sponsored posts at a discount.');
    await adDialog.getByRole('textbox', { name: 'Price per 1,000 views (cpm)' }).fill('12.5');
    await adDialog.locator('input[type="file"]').setInputFiles(imageFile('ad.png'));
    await adDialog.getByRole('button', { name: 'Use this image' }).click();
    await expect(adDialog.getByRole('img', { name: 'The advertisement image' })).toBeVisible();
    await expectNoAxeViolations(page);
    await adDialog.getByRole('button', { name: 'Add advertisement' }).click();
    await expect(adDialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Advertisement image: Spring sale' })).toBeVisible();
    await expect(page.getByText('$12.50 / 1,000 views')).toBeVisible();
    await expectNoAxeViolations(page);

    // The eye hides and shows the public profile; the View button follows it.
    const viewButton = page.getByRole('link', { name: /^View your public profile/ });
    await expect(viewButton).toHaveAttribute('href', `/${user.username}`);
    await expect(viewButton).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Hide profile' }).click();
    await expect(page.getByRole('button', { name: 'Show profile' })).toBeVisible();
    await expect(viewButton).toBeHidden();
    await page.getByRole('button', { name: 'Show profile' }).click();
    await expect(page.getByRole('button', { name: 'Hide profile' })).toBeVisible();
    await expect(viewButton).toBeVisible();
  });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    test(`an Explorer sees their page previewed before "Unlock Full Access" (${width} px)`, async ({
      page,
      request,
    }) => {
      const user = await createUser(request);
      await page.setViewportSize(viewport);
      await signIn(page, user);
      await page.goto('/profile');
      const preview = page.getByRole('heading', {
        level: 1,
        name: 'Your page, before it goes online',
      });
      await expect(preview).toBeVisible();
      await expect(page.getByText(`@${user.username}`)).toBeVisible();
      await expect(page.getByText('Preview', { exact: true })).toBeVisible();
      // The plan is asked for under the preview, not instead of it (decision 116).
      const unlock = page.getByRole('heading', { level: 2, name: 'Unlock Full Access' });
      await expect(unlock).toBeVisible();
      const [previewBox, unlockBox] = await Promise.all([
        preview.boundingBox(),
        unlock.boundingBox(),
      ]);
      expect(unlockBox?.y ?? 0).toBeGreaterThan(previewBox?.y ?? Infinity);
      await expect(page.getByRole('link', { name: 'Go to Payments' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search for free' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await shot(page, `profile-preview-${width}`);
      await page.screenshot({ path: `test-results/profile-preview-${width}.png`, fullPage: true });
    });
  }

  test('the own profile fits a 360 px phone and deletes a link after asking', async ({
    page,
    request,
  }) => {
    const user = await createPaidUser(request);
    const added = await request.post('/api/linkview/', {
      headers: bearer(user),
      data: { link: 'https://example.com/kit', text: 'Media kit' },
    });
    expect(added.status()).toBe(200);
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByRole('link', { name: /Media kit/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Delete link Media kit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No links yet')).toBeVisible();
    await expect(page.getByRole('link', { name: /Media kit/ })).toBeHidden();

    // Editing: Save stays on the phone's screen while the fields scroll under it (issue 53).
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    const save = edit.getByRole('button', { name: 'Save' });
    await expect(save).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/profile-edit-360.png' });
    await edit.getByRole('textbox', { name: 'Bio' }).fill('Travel reels from the Alps.');
    await expect(save).toBeInViewport();
    await save.click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Travel reels from the Alps.')).toBeVisible();
  });
});
