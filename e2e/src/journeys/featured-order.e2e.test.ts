import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { openRoute, scrollThroughPage, settle } from '../support/pages';
import { sessionAs, site, useBrowser } from '../support/site';

interface Course {
  _id: string;
  title: string;
  featured: boolean;
}

describe('featured courses chosen by admins', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();
  const token = adminAuth.token;

  /** Marks a course featured or not, sending it back as it was read otherwise. */
  async function feature(id: string, featured: boolean) {
    const { course } = await apiCall<{ course: Course }>(baseUrl, 'GET', `/coursesv2/${id}`, {
      token,
    });
    await apiCall(baseUrl, 'PUT', `/coursesv2/${id}`, { token, body: { ...course, featured } });
  }

  it('when an admin moves a featured course up, then the home page shows it first', async () => {
    const { courses } = await apiCall<{ courses: Course[] }>(baseUrl, 'GET', '/coursesv2');
    const [later, sooner] = [courses[1]!, courses[2]!];
    await feature(later._id, true);
    await feature(sooner._id, true);
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    try {
      await openRoute(page, baseUrl, '/admin/coursesv2');
      const panel = page.getByRole('region', { name: 'Featured on the home page' });
      const places = panel.getByRole('listitem');
      await expect
        .poll(() => places.allTextContents())
        .toEqual([`1.${later.title}`, `2.${sooner.title}`]);
      await panel.getByRole('button', { name: `Move ${sooner.title} up` }).click();
      await expect
        .poll(() => places.allTextContents())
        .toEqual([`1.${sooner.title}`, `2.${later.title}`]);

      await openRoute(page, baseUrl, '/');
      await scrollThroughPage(page);
      const cards = page.getByRole('region', { name: 'Featured Courses' }).getByRole('listitem');
      await cards.first().waitFor();
      await settle(page);
      expect(await cards.nth(0).textContent()).toContain(sooner.title);
      expect(await cards.nth(1).textContent()).toContain(later.title);
      issues.assertClean('featured order');
    } finally {
      await close();
      await feature(later._id, false);
      await feature(sooner._id, false);
    }
  });
});
