import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix, uploadFile } from '../support/api';
import { dialogNamed } from '../support/admin';
import { stripedPng } from '../support/images';
import { nameWith, openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

interface Course {
  _id: string;
  title: string;
  image: string;
}

describe('media library', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  async function createCourse(title: string, image = ''): Promise<Course> {
    const { members } = await apiCall<{ members: { _id: string }[] }>(baseUrl, 'GET', '/team');
    const { course } = await apiCall<{ course: Course }>(baseUrl, 'POST', '/coursesv2', {
      token: adminAuth.token,
      body: {
        title,
        description: 'Mechanics.',
        status: 'published',
        instructor: members[0]!._id,
        image,
      },
    });
    return course;
  }

  it('when an admin picks an image stored for one course in another course, then both use the one file and the library says so', async () => {
    const suffix = uniqueSuffix();
    const filename = `library-${suffix}.png`;
    const url = await uploadFile(baseUrl, adminAuth.token, {
      name: filename,
      type: 'image/png',
      data: stripedPng(640, 360),
    });
    const first = await createCourse(`Library First ${suffix}`, url);
    const second = await createCourse(`Library Second ${suffix}`);
    const { page, issues, close } = await sessionAs(browser(), 'admin');

    await openRoute(page, baseUrl, `/admin/coursesv2?q=${encodeURIComponent(second.title)}`);
    await page.getByRole('button', { name: nameWith('Edit', second.title) }).click();
    const edit = dialogNamed(page, 'Edit Course');
    await edit.getByRole('button', { name: 'Choose from library' }).click();
    const picker = dialogNamed(page, 'Choose an image from the library');
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(suffix);
    await picker.getByRole('button', { name: new RegExp(filename) }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => edit.getByLabel('Image URL').inputValue()).toBe(url);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });

    const { course } = await apiCall<{ course: Course }>(
      baseUrl,
      'GET',
      `/coursesv2/${second._id}`,
    );
    expect(course.image).toBe(url);

    await openRoute(page, baseUrl, `/admin/media?q=${suffix}`);
    const row = page.getByRole('row', { name: new RegExp(filename) });
    await row.getByText(`Course (v2): ${first.title}`).waitFor();
    await row.getByText(`Course (v2): ${second.title}`).waitFor();
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    issues.assertClean('picking an image from the library');
    await close();
  });

  it('when a file is used nowhere, then the library offers Delete, and after the question it is gone', async () => {
    const filename = `unused-${uniqueSuffix()}.png`;
    const url = await uploadFile(baseUrl, adminAuth.token, {
      name: filename,
      type: 'image/png',
      data: stripedPng(64, 64),
    });
    const { page, issues, close } = await sessionAs(browser(), 'admin');

    await openRoute(page, baseUrl, `/admin/media?q=${encodeURIComponent(filename)}`);
    const row = page.getByRole('row', { name: new RegExp(filename) });
    await row.getByText('Not used').waitFor();
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No files match these filters.').waitFor();
    const gone = await fetch(`${baseUrl}${url}`);
    expect(gone.status).toBe(404);
    issues.assertClean('deleting an unused file');
    await close();
  });
});
