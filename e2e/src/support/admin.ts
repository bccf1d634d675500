import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';
import { openRoute, settle } from './pages';

/** Fills in and sends the sign-in form of the page already open. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form, as staff do; answers once the admin dashboard shows. */
export async function signInThroughForm(page: Page, baseUrl: string): Promise<void> {
  await openRoute(page, baseUrl, '/login');
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/#\/admin\/dashboard$/);
  await settle(page);
}

/** Follows an admin sidebar entry (always shown on a desktop viewport). */
export async function openAdminSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click();
  await settle(page);
}

/** The open modal (Radix dialog) with this title. */
export function dialogNamed(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** The open question that must be answered (Radix alert dialog: 'Please confirm'). */
export function alertDialogNamed(page: Page, title: string) {
  return page.getByRole('alertdialog', { name: title });
}

/** Sets a password on the page a reset or invitation link opens; lands on the sign-in page. */
export async function setPasswordFromLink(
  page: Page,
  baseUrl: string,
  token: string,
  password: string,
): Promise<void> {
  await openRoute(page, baseUrl, `/reset-password/${token}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL((url) => url.hash === '#/login');
  await page.getByText('Your password is set. Sign in with it.').waitFor();
}
