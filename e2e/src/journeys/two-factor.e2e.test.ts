import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from '../support/admin';
import { apiCall, mailedLinkToken, uniqueSuffix, type AuthResult } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { newSession } from '../support/browser';
import { openRoute, settle } from '../support/pages';
import { sessionAs, site, useBrowser } from '../support/site';

const PASSWORD = 'quiet harbour compass';

/**
 * The code an authenticator app would show `steps` time steps (30 s) from now, computed with
 * the same library as the server. This server runs on the wall clock, so a code is chosen to
 * stay inside the server's window (one step either side) if the step turns before the server
 * checks it: the journey enrols with the current step and signs in with the next one (the
 * server takes each step once). A code for the step before now would be refused then.
 */
function appCode(secret: string, steps: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A new editor with a password, through an invitation as staff are made (no sign-in spent). */
async function newEditor(baseUrl: string, adminToken: string, mailDir: string): Promise<string> {
  const email = `two-factor-${uniqueSuffix()}@e2e.test`;
  await apiCall(baseUrl, 'POST', '/users', {
    token: adminToken,
    body: { name: 'Tess Twofactor', email, role: 'editor' },
  });
  const token = await mailedLinkToken(mailDir, email);
  await apiCall(baseUrl, 'POST', '/auth/reset-password', {
    body: { token, newPassword: PASSWORD },
  });
  return email;
}

async function enterPassword(page: Page, baseUrl: string, email: string): Promise<void> {
  await openRoute(page, baseUrl, '/login');
  await submitSignIn(page, email, PASSWORD);
}

describe('two-factor sign-in for staff', () => {
  const { baseUrl, adminAuth, mailDir } = site();
  const browser = useBrowser();
  let email = '';
  let secret = '';
  let recoveryCodes: string[] = [];

  it('when an editor sets it up on Security, then a QR code, the secret and 10 recovery codes show', async () => {
    email = await newEditor(baseUrl, adminAuth.token, mailDir);
    const signedIn = await apiCall<AuthResult>(baseUrl, 'POST', '/auth/login', {
      body: { email, password: PASSWORD },
    });
    const { page, issues, close } = await newSession(browser(), { signedIn });

    await openRoute(page, baseUrl, '/admin/security');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code to add this account to your app' }).waitFor();
    await expectNoSeriousViolations(page, 'two-factor enrolment');
    secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(appCode(secret, 0));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Save your recovery codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Two-factor sign-in is on. 10 of 10 recovery codes left.').waitFor();
    issues.assertClean('two-factor enrolment');
    await close();
  });

  it('when the editor signs in, then the password is followed by a code from the app', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');

    await enterPassword(page, baseUrl, email);
    const field = page.getByLabel('Authentication code');
    await field.waitFor();
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL((url) => url.hash === '#/admin/dashboard');
    await settle(page);
    issues.assertClean('two-factor sign-in with a code');
    await close();
  });

  it('when the editor has no phone, then a recovery code signs them in, once', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');

    await enterPassword(page, baseUrl, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.hash === '#/admin/dashboard');
    await settle(page);
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/auth/2fa', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await answer.json()) as { twoFactor: { recoveryCodesLeft: number } };
    });
    expect(status.twoFactor.recoveryCodesLeft).toBe(9);
    issues.assertClean('two-factor sign-in with a recovery code');
    await close();
  });
});
