import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const bodyTheme = (page: Page) => page.evaluate(() => document.body.dataset.theme);
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--theme-background'));

describe('settings journey: the colour theme', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when the admin switches from the default dark theme to Ocean, then it applies at once and is kept after a reload', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    await openRoute(page, baseUrl, '/admin/settings');
    await page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
    const picker = page.getByRole('radiogroup', { name: 'Choose Theme' });
    expect(await picker.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await bodyTheme(page)).toBe('dark');
    const darkBackground = await bodyBackground(page);

    await picker.getByRole('radio', { name: 'Ocean' }).click();
    await expect.poll(() => bodyTheme(page)).toBe('ocean');
    expect(await bodyBackground(page)).not.toBe(darkBackground);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('ocean');

    await page.reload();
    await settle(page);
    expect(await bodyTheme(page)).toBe('ocean');
    expect(
      await page
        .getByRole('radiogroup', { name: 'Choose Theme' })
        .getByRole('radio', { name: 'Ocean' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    issues.assertClean('settings theme');
    await close();
  });
});
