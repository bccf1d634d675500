import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueSuffix } from '../support/api';
import { dialogNamed } from '../support/admin';
import { stripedPng } from '../support/images';
import { openRoute, scrollThroughPage } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe('admin journey: a team member with a photo', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when an admin adds a member with an uploaded photo, then the home page shows a flip card whose full profile opens in a modal that locks scrolling and closes on Escape', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    const name = `Dr. E2E Tutor ${uniqueSuffix()}`;
    const specialties = ['Statistics', 'Probability', 'IB Math AI'];

    await openRoute(page, baseUrl, '/admin/team');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = dialogNamed(page, 'Add Team Member');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Role', { exact: true }).fill('Statistics Tutor');
    await form
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('Makes statistics feel like common sense.');
    await form.getByLabel('Specialties').fill(specialties.join(', '));
    await form.getByLabel('Photo').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: stripedPng(600, 900),
    });
    await expect
      .poll(() => form.getByRole('img', { name: 'Photo preview' }).getAttribute('src'))
      .toMatch(/^blob:/);
    await form.getByRole('button', { name: 'Save Member' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name }).waitFor();

    // The home page: a flip card with the uploaded (resized) photo.
    await openRoute(page, baseUrl, '/');
    await scrollThroughPage(page);
    const toggle = page.getByRole('button', { name: `Show bio of ${name}` });
    const card = page.getByRole('listitem').filter({ has: toggle });
    await toggle.scrollIntoViewIfNeeded();
    const photo = card.getByRole('img', { name });
    expect(await photo.getAttribute('src')).toMatch(/\/api\/files\/[0-9a-f]{24}$/);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalHeight))
      .toBeGreaterThan(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const tags = card.getByRole('list', { name: 'Key expertise' }).getByRole('listitem');
    expect(await tags.allTextContents()).toEqual(specialties.slice(0, 2));

    // 'View Full Profile': every specialty, scroll locked, Escape closes, focus comes back.
    const viewProfile = card.getByRole('button', { name: 'View Full Profile' });
    await viewProfile.click();
    const profile = dialogNamed(page, name);
    await profile.waitFor();
    expect(await profile.getByText('Statistics Tutor').count()).toBeGreaterThan(0);
    expect(
      await profile
        .getByRole('list', { name: 'Specialties' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(specialties);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(await viewProfile.evaluate((button) => button === document.activeElement)).toBe(true);

    issues.assertClean('admin team journey');
    await close();
  });
});
