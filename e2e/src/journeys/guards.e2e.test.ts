import { describe, expect, it } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const ADMIN_REQUIRED = 'Administrator access is required. Please sign in with an admin account.';

describe('route guards and registration', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when an anonymous visitor opens an admin page or the dashboard, then they are sent to /login', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');
    for (const path of ['/admin/courses', '/admin/settings', '/dashboard']) {
      await openRoute(page, baseUrl, path);
      await page.waitForURL((url) => url.hash === '#/login');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Sign in to your account',
      );
      expect(await page.getByText(ADMIN_REQUIRED).count()).toBe(0);
    }
    issues.assertClean('anonymous guards');
    await close();
  });

  it('when a signed-in user (role user) opens an admin page, then they are sent to /login with the admin-required notice', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'user');
    await openRoute(page, baseUrl, '/admin/coursesv2');
    await page.waitForURL((url) => url.hash === '#/login');
    await page.getByText(ADMIN_REQUIRED).waitFor();
    issues.assertClean('user on an admin page');
    await close();
  });

  it('when a visitor registers, then they are signed in and land on /dashboard', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');
    const name = `New Student ${uniqueSuffix()}`;
    await openRoute(page, baseUrl, '/register');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(`${uniqueSuffix()}@e2e.test`);
    await page.getByLabel('Password').fill('a-good-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.hash === '#/dashboard');
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${name}`);
    for (const card of ['Enrolled Courses', 'Learning Progress', 'Achievements'])
      await page.getByRole('heading', { name: card }).waitFor();
    issues.assertClean('register');
    await close();
  });
});
