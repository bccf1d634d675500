import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueSuffix } from '../support/api';
import { dialogNamed } from '../support/admin';
import { atPhonePace, layoutShift, watchLayoutShifts } from '../support/layout-shift';
import { nameWith, openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

interface Course {
  _id: string;
  slug: string;
  title: string;
}

const metaContent = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute('content');

/** The heading a crawler reads at the URL: the server's HTML, parsed by the browser, no script run. */
const serverHeading = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const html = await (await fetch(address)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent;
  }, url);

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('path URLs in the browser', () => {
  const { baseUrl } = site();
  const browser = useBrowser();
  const firstCourse = async () =>
    (await apiCall<{ courses: Course[] }>(baseUrl, 'GET', '/coursesv2')).courses[0]!;

  it('when a course is opened at its path URL, then the app shows that course without a layout jump', async () => {
    const course = await firstCourse();
    const { page, issues, close } = await sessionAs(browser(), 'public');
    await watchLayoutShifts(page);
    // What the app asks the API for: the course itself came with the page.
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiReads.push(pathname);
    });

    await page.goto(`${baseUrl}/coursesv2/${course.slug}`);
    await settle(page);

    await expect.poll(() => heading(page)).toBe(course.title);
    expect(new URL(page.url()).hash).toBe(`#/coursesv2/${course.slug}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/coursesv2/${course.slug}$`),
    );
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    expect(apiReads).not.toContain(`/api/coursesv2/${course.slug}`);
    issues.assertClean('course at its path URL');
    await close();
  });

  it('when each public page is opened at its path URL, then the app shows the heading the server page has, without a layout jump', async () => {
    const { courses } = await apiCall<{ courses: Course[] }>(baseUrl, 'GET', '/courses');
    const paths = [
      '/',
      '/coursesv2',
      '/courses',
      `/courses/${courses[0]!.slug}`,
      '/resources',
      '/contact',
      '/privacy',
      '/terms',
    ];
    const served: Record<string, string | null | undefined> = {};
    const shown: Record<string, string | null | undefined> = {};
    const shifts: Record<string, number> = {};
    for (const path of paths) {
      const { page, issues, close } = await sessionAs(browser(), 'public');
      await watchLayoutShifts(page);
      await atPhonePace(page);

      await page.goto(`${baseUrl}${path}`);
      await settle(page);

      served[path] = await serverHeading(page, `${baseUrl}${path}`);
      shown[path] = await heading(page);
      shifts[path] = await layoutShift(page);
      issues.assertClean(`${path} at its path URL`);
      await close();
    }

    // Every page at once, so one run names every page that differs.
    expect(Object.values(served).every(Boolean)).toBe(true);
    expect(shown).toEqual(served);
    for (const path of paths) expect(shifts[path], path).toBeLessThanOrEqual(0.05);
  });

  it('when an old hash link with the course id is opened, then the same course shows, read from the API', async () => {
    const course = await firstCourse();
    const { page, issues, close } = await sessionAs(browser(), 'public');
    const asked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith(`/api/coursesv2/${course._id}`),
    );

    await page.goto(`${baseUrl}/#/coursesv2/${course._id}`);
    await settle(page);

    await expect.poll(() => heading(page)).toBe(course.title);
    // The hash link's page (/) carries no course: the app asks for it, as before.
    await asked;
    issues.assertClean('old hash link');
    await close();
  });

  it('when a visitor moves on from a path URL, then the navigation works', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');

    await page.goto(`${baseUrl}/resources`);
    await settle(page);
    await expect.poll(() => heading(page)).toBe('Resource Library');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await page.waitForURL(/#\/contact$/);
    await settle(page);

    await expect.poll(() => heading(page)).toBe('Contact Us');
    issues.assertClean('navigation from a path URL');
    await close();
  });

  it('when an unknown path is opened, then the not-found page leads home', async () => {
    const { page, close } = await sessionAs(browser(), 'public');

    const answer = await page.goto(`${baseUrl}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => heading(page)).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await settle(page);

    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it("when an admin changes a course's slug and search description in its form, then the old path URL moves to the new one, whose head carries the words typed", async () => {
    const { adminAuth } = site();
    const suffix = uniqueSuffix();
    const { members } = await apiCall<{ members: { _id: string }[] }>(baseUrl, 'GET', '/team');
    const { course } = await apiCall<{ course: Course }>(baseUrl, 'POST', '/coursesv2', {
      token: adminAuth.token,
      body: {
        title: `E2E Optics ${suffix}`,
        description: 'Lenses and mirrors, one-on-one.',
        status: 'published',
        instructor: members[0]!._id,
      },
    });
    const newSlug = `optics-by-the-sea-${suffix}`.toLowerCase();
    const words = `Optics for IB students, taught one-on-one by the sea (${suffix}).`;
    const { page, issues, close } = await sessionAs(browser(), 'admin');

    await openRoute(page, baseUrl, '/admin/coursesv2');
    await page.getByRole('button', { name: nameWith('Edit', course.title) }).click();
    const edit = dialogNamed(page, 'Edit Course');
    await expect.poll(() => edit.getByLabel('Slug').inputValue()).toBe(course.slug);
    await edit.getByLabel('Slug').fill(newSlug);
    await edit.getByLabel('Search description').fill(words);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });

    // The old address answers 301 to the new one, as a crawler reads it.
    const moved = await fetch(`${baseUrl}/coursesv2/${course.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseUrl).pathname).toBe(`/coursesv2/${newSlug}`);
    // A person following an old link lands on the course, its head describing it as typed.
    const answer = await page.goto(`${baseUrl}/coursesv2/${course.slug}`);
    expect(answer?.request().redirectedFrom()?.url()).toMatch(
      new RegExp(`/coursesv2/${course.slug}$`),
    );
    expect(answer?.url()).toMatch(new RegExp(`/coursesv2/${newSlug}$`));
    await settle(page);
    await expect.poll(() => heading(page)).toBe(course.title);
    expect(await metaContent(page, 'meta[name="description"]')).toBe(words);
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(words);
    issues.assertClean('admin changing a slug and search description');
    await close();
    await apiCall(baseUrl, 'DELETE', `/coursesv2/${course._id}`, { token: adminAuth.token });
  });
});
