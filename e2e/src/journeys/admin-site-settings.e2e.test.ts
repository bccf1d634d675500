import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsEndpoint, type SiteSettings } from '@tutoring/shared';
import { apiCall, uniqueSuffix } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { scrollToContactForm } from '../support/contact-pace';
import { openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

const PHONE = '+44 20 7946 0123';
const WHATSAPP = '+44 7700 900456';

describe('admin journey: the site settings', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();
  let before: SiteSettings;

  // The settings are one document every later journey reads: they are put back afterwards.
  beforeAll(async () => {
    const answer = await apiCall<{ site: SiteSettings }>(baseUrl, 'GET', siteSettingsEndpoint.path);
    before = answer.site;
  });
  afterAll(async () => {
    await apiCall(baseUrl, 'PUT', siteSettingsEndpoint.path, {
      token: adminAuth.token,
      body: before,
    });
  });

  it('when the admin changes the name, a phone and the WhatsApp number in Site, then after a reload the header, footer, contact page and WhatsApp link show them', async () => {
    const name = `Lighthouse Tutors ${uniqueSuffix()}`;
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/settings');
    await admin.page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
    const form = admin.page.getByRole('form', { name: 'Site' });
    await form.getByLabel('Institute name', { exact: true }).fill(name);
    await form.getByLabel('Phone 1', { exact: true }).fill(PHONE);
    await form.getByLabel('WhatsApp number', { exact: true }).fill(WHATSAPP);
    await expectNoSeriousViolations(admin.page, 'admin settings with the Site form');
    await form.getByRole('button', { name: 'Save Site Settings' }).click();
    await form.getByText('Settings saved.').waitFor();

    // Kept: a fresh load of the settings screen shows what was saved.
    await admin.page.reload();
    await settle(admin.page);
    const reloaded = admin.page.getByRole('form', { name: 'Site' });
    await expect
      .poll(() => reloaded.getByLabel('Institute name', { exact: true }).inputValue())
      .toBe(name);
    expect(await reloaded.getByLabel('WhatsApp number', { exact: true }).inputValue()).toBe(
      WHATSAPP,
    );

    const visitor = await sessionAs(browser(), 'public');
    const page = visitor.page;
    await openRoute(page, baseUrl, '/');
    await page.getByRole('banner').getByRole('link', { name }).waitFor();
    await expect.poll(() => page.title()).toBe(`Home | ${name}`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(name, { exact: true }).waitFor();
    await footer.getByRole('link', { name: PHONE }).waitFor();
    const footerChat = footer.getByRole('link', { name: WHATSAPP });
    expect(await footerChat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900456\?/);

    await openRoute(page, baseUrl, '/contact?course=IB%20Chemistry');
    await page.getByRole('banner').getByRole('link', { name }).waitFor();
    await scrollToContactForm(page);
    const details = page.getByRole('complementary');
    expect(await details.getByRole('link', { name: PHONE }).getAttribute('href')).toBe(
      'tel:+442079460123',
    );
    const chat = details.getByRole('link', { name: 'Chat on WhatsApp' });
    const href = new URL((await chat.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/447700900456');
    expect(href.searchParams.get('text')).toBe(
      `Hello ${name}! I would like to book a demo class for IB Chemistry.`,
    );
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer');

    admin.issues.assertClean('admin site settings');
    visitor.issues.assertClean('public pages after the site settings changed');
    await admin.close();
    await visitor.close();
  });
});
