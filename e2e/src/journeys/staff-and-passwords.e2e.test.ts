import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromLink as setPassword, submitSignIn } from '../support/admin';
import { apiCall, mailedLinkToken, registerUser, uniqueSuffix } from '../support/api';
import { openRoute, settle } from '../support/pages';
import { sessionAs, site, useBrowser } from '../support/site';

const NEW_PASSWORD = 'amber river lantern';

const setPasswordFromLink = (page: Page, baseUrl: string, token: string) =>
  setPassword(page, baseUrl, token, NEW_PASSWORD);

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email, NEW_PASSWORD);
}

describe('staff accounts and passwords', () => {
  const { baseUrl, adminAuth, mailDir } = site();
  const browser = useBrowser();

  it('when a student forgets their password, then the mailed link sets a new one that signs them in', async () => {
    const student = await registerUser(baseUrl, 'Forgetful Student');
    const { page, issues, close } = await sessionAs(browser(), 'public');

    await openRoute(page, baseUrl, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(student.user.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('If an account exists for that e-mail').waitFor();

    const token = await mailedLinkToken(mailDir, student.user.email);
    await setPasswordFromLink(page, baseUrl, token);
    await signIn(page, student.user.email);
    await page.waitForURL((url) => url.hash === '#/dashboard');
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Welcome, Forgetful Student',
    );
    issues.assertClean('forgot password');
    await close();
  });

  it('when an admin invites an editor, then the editor sets a password, sees only content sections, and an admin URL shows a 403 page', async () => {
    const email = `editor-${uniqueSuffix()}@e2e.test`;
    await apiCall(baseUrl, 'POST', '/users', {
      token: adminAuth.token,
      body: { name: 'Eve Editor', email, role: 'editor' },
    });
    const token = await mailedLinkToken(mailDir, email);
    const { page, issues, close } = await sessionAs(browser(), 'public');

    await setPasswordFromLink(page, baseUrl, token);
    await signIn(page, email);
    await page.waitForURL((url) => url.hash === '#/admin/dashboard');
    await settle(page);
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    expect(await sections.allTextContents()).toEqual([
      'Dashboard',
      'Courses',
      'Courses V2',
      'Resources',
      'Our Team',
      'Home page',
      'Site Content',
      'Testimonies',
    ]);
    const groups = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('heading');
    expect(await groups.allTextContents()).toEqual(['Content']);

    await openRoute(page, baseUrl, '/admin/contacts');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "You don't have access to this page",
    );
    expect(page.url()).toMatch(/#\/admin\/contacts$/);
    issues.assertClean('editor');
    await close();
  });
});
