import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueSuffix } from '../support/api';
import { dialogNamed } from '../support/admin';
import { nameWith, openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

interface CreatedCourse {
  course: { _id: string; title: string };
}

/** The public page of a v2 course: its main heading, or null when it is not found. */
async function publicTitle(page: Page, baseUrl: string, id: string): Promise<string | null> {
  await openRoute(page, baseUrl, `/coursesv2/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return heading.textContent();
}

/** Presses Restore on the newest Activity entry of this action on this course, and confirms. */
async function restoreFromActivity(page: Page, baseUrl: string, id: string, action: string) {
  await openRoute(page, baseUrl, '/admin/activity?entity=course-v2');
  await page
    .getByRole('button', { name: `Restore course (v2) ${id} as before this ${action}` })
    .first()
    .click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Restore', exact: true }).click();
  await question.waitFor({ state: 'detached' });
}

describe('undo from the Activity log', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when an admin edits a course title and restores the entry, then the public page shows the old title; a deleted course comes back with its id', async () => {
    const title = `Restore Physics ${uniqueSuffix()}`;
    const { members } = await apiCall<{ members: { _id: string }[] }>(baseUrl, 'GET', '/team');
    const { course } = await apiCall<CreatedCourse>(baseUrl, 'POST', '/coursesv2', {
      token: adminAuth.token,
      body: {
        title,
        description: 'Waves and optics.',
        examType: 'IB',
        status: 'published',
        instructor: members[0]!._id,
      },
    });
    const { page, issues, close } = await sessionAs(browser(), 'admin');

    await openRoute(page, baseUrl, `/admin/coursesv2?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: nameWith('Edit', title) }).click();
    const edit = dialogNamed(page, 'Edit Course');
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(title);
    await edit.getByLabel('Title').fill(`${title} (mistake)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await publicTitle(page, baseUrl, course._id)).toBe(`${title} (mistake)`);

    await restoreFromActivity(page, baseUrl, course._id, 'update');
    await page.getByText('Restored.').waitFor();
    expect(await publicTitle(page, baseUrl, course._id)).toBe(title);

    // Deleted by mistake: Restore brings it back under the same id (its link keeps working).
    await openRoute(page, baseUrl, `/admin/coursesv2?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: nameWith('Delete', title) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No courses match this search.').waitFor();
    await restoreFromActivity(page, baseUrl, course._id, 'delete');
    expect(await publicTitle(page, baseUrl, course._id)).toBe(title);
    issues.assertClean('restore from the Activity log');
    await close();
  });
});
