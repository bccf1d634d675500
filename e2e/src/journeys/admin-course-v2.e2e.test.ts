import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueSuffix } from '../support/api';
import {
  alertDialogNamed,
  dialogNamed,
  openAdminSection,
  signInThroughForm,
} from '../support/admin';
import { stripedPng } from '../support/images';
import { nameWith, openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** The public v2 list, 'All Courses': does it offer this course? */
async function publicListShows(page: Page, baseUrl: string, title: string): Promise<boolean> {
  await openRoute(page, baseUrl, '/coursesv2');
  return (
    (await page.getByRole('link', { name: nameWith('Know more', `: ${title}`) }).count()) === 1
  );
}

describe('admin journey: a v2 course from creation to deletion', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when an admin creates, publishes, edits, drafts and deletes a v2 course, then the public list follows each step', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');
    const title = `E2E Physics ${uniqueSuffix()}`;

    await signInThroughForm(page, baseUrl);
    await openAdminSection(page, 'Courses V2');
    await page.getByRole('button', { name: 'Add New Course' }).click();
    const add = dialogNamed(page, 'Add New Course');
    await add.getByLabel('Title').fill(title);
    await add
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Mechanics and waves for the IGCSE, one-on-one.');
    await add.getByLabel('Instructor').selectOption({ label: 'Marcus Whitfield' });
    // The picture goes up through the form's own upload control, which fills in Image URL.
    await add.getByLabel('Upload image').setInputFiles({
      name: 'course.png',
      mimeType: 'image/png',
      buffer: stripedPng(320, 180),
    });
    const preview = add.getByRole('img', { name: 'Uploaded image preview' });
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(320);
    const imageUrl = await add.getByLabel('Image URL').inputValue();
    expect(imageUrl).toMatch(/\/api\/files\/[0-9a-f]{24}$/);
    expect(await preview.getAttribute('src')).toBe(imageUrl);
    await add.getByLabel('Exam Type').selectOption('IGCSE');
    await add.getByLabel('Status').selectOption('published');
    await add.getByLabel('Hourly Price').fill('45');
    await add.getByLabel('Subjects 1', { exact: true }).fill('Physics');
    await add.getByRole('button', { name: 'Add Course' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: title }).waitFor();

    // It shows on the public list, with the uploaded picture.
    expect(await publicListShows(page, baseUrl, title)).toBe(true);
    // Offered in the widths the server makes (srcset): the browser shows one made from it.
    const picture = page.getByRole('img', { name: title });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((img) => {
          const image = img as HTMLImageElement;
          return image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : '';
        }),
      )
      .toBe(imageUrl);
    expect(await picture.getAttribute('src')).toBe(imageUrl);

    // Edit it: a new title.
    const edited = `${title} (edited)`;
    await openRoute(page, baseUrl, '/admin/coursesv2');
    await page.getByRole('button', { name: nameWith('Edit', title) }).click();
    const edit = dialogNamed(page, 'Edit Course');
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(title);
    await edit.getByLabel('Title').fill(edited);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: edited }).waitFor();
    expect(await publicListShows(page, baseUrl, edited)).toBe(true);

    // Set it to draft: it disappears publicly.
    await openRoute(page, baseUrl, '/admin/coursesv2');
    await page.getByRole('button', { name: nameWith('Edit', edited) }).click();
    const draft = dialogNamed(page, 'Edit Course');
    await draft.getByLabel('Status').selectOption('draft');
    await draft.getByRole('button', { name: 'Save Changes' }).click();
    await draft.waitFor({ state: 'detached' });
    expect(await publicListShows(page, baseUrl, edited)).toBe(false);

    // Delete it, after the confirmation.
    await openRoute(page, baseUrl, '/admin/coursesv2');
    await page.getByRole('button', { name: nameWith('Delete', edited) }).click();
    const confirm = alertDialogNamed(page, 'Please confirm');
    await confirm.getByText('Are you sure you want to delete this course?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: edited }).count()).toBe(0);
    const left = await fetch(`${baseUrl}/api/coursesv2`, {
      headers: { authorization: `Bearer ${adminAuth.token}` },
    }).then((response) => response.json() as Promise<{ courses: Array<{ title: string }> }>);
    expect(left.courses.some((course) => course.title === edited)).toBe(false);

    issues.assertClean('admin v2 course journey');
    await close();
  });
});
