import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { dialogNamed } from '../support/admin';
import { scrollToContactForm } from '../support/contact-pace';
import { openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const VIDEO_ID = 'M7lc1UVf-VE';
const NO_COOKIE_EMBED = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`;

interface CourseAnswer {
  course: Record<string, unknown> & { _id: string; title: string };
}

describe('course pages: preview video and enrolling', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  /** The first published v2 course, as the API reads it. */
  async function firstCourse() {
    const { courses } = await apiCall<{ courses: { _id: string }[] }>(baseUrl, 'GET', '/coursesv2');
    return (await apiCall<CourseAnswer>(baseUrl, 'GET', `/coursesv2/${courses[0]!._id}`)).course;
  }

  /** Sets a course's preview video as an admin would (what GET returns, PUT takes back). */
  function setVideo(course: CourseAnswer['course'], videoUrl: string) {
    return apiCall(baseUrl, 'PUT', `/coursesv2/${course._id}`, {
      token: adminAuth.token,
      body: { ...course, videoUrl },
    });
  }

  it('when a course has a preview video, then Watch Video plays it in a dialog and nothing is asked of the video host before the click', async () => {
    const course = await firstCourse();
    await setVideo(course, `https://www.youtube.com/watch?v=${VIDEO_ID}`);
    const { page, issues, close } = await sessionAs(browser(), 'public');
    const videoHostRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('youtube-nocookie.com'))
        videoHostRequests.push(request.url());
    });
    // The embed is asked for after the click; this machine reaches no other host.
    issues.allowExternalHost(/(^|\.)youtube-nocookie\.com$/);
    issues.allowConsoleError(/youtube-nocookie\.com/);

    await openRoute(page, baseUrl, `/coursesv2/${course._id}`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(videoHostRequests).toEqual([]);
    await page.getByRole('button', { name: 'Watch Video' }).click();

    const dialog = dialogNamed(page, `${course.title}: preview video`);
    const frame = dialog.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(NO_COOKIE_EMBED);
    await expect.poll(() => videoHostRequests.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    issues.assertClean('course preview');
    await close();
    await setVideo(course, '');
  });

  it('when a course has no preview video, then there is no Watch Video button', async () => {
    const course = await firstCourse();
    const { page, issues, close } = await sessionAs(browser(), 'public');
    await openRoute(page, baseUrl, `/coursesv2/${course._id}`);
    expect(await page.getByRole('button', { name: 'Watch Video' }).count()).toBe(0);
    issues.assertClean('no preview');
    await close();
  });

  it('when a visitor presses Enroll Now on the pricing card, then the contact form opens with the course chosen', async () => {
    const course = await firstCourse();
    const { page, issues, close } = await sessionAs(browser(), 'public');
    await openRoute(page, baseUrl, `/coursesv2/${course._id}`);

    await page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: 'Pricing Options' }) })
      .getByRole('link', { name: 'Enroll Now' })
      .click();

    await page.waitForURL((url) => url.hash.startsWith('#/contact?course='));
    // The course page stays on screen while the contact page loads (a transition).
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await settle(page);
    await scrollToContactForm(page);
    expect(await page.getByLabel('Course', { exact: true }).inputValue()).toBe(course.title);
    issues.assertClean('enroll now');
    await close();
  });
});
