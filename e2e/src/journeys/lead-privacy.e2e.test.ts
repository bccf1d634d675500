import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CONSENT_REQUIRED_MESSAGE,
  siteSettingsEndpoint,
  type SiteSettings,
} from '@tutoring/shared';
import { apiCall, uniqueSuffix } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { courseWithOpenHours } from '../support/bookings';
import {
  letAPersonsPacePass,
  scrollToContactForm,
  useControllableClock,
} from '../support/contact-pace';
import { openRoute, settle, urlOf } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';
import { downloadedSheetRows } from '../support/spreadsheet';

/** The rows of the lead list's export for a search, downloaded through the button. */
async function exportedRows(page: Page, baseUrl: string, search: string): Promise<string[][]> {
  await openRoute(page, baseUrl, `/admin/contacts?q=${encodeURIComponent(search)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  return downloadedSheetRows(download);
}

/** The figures of one group's row in the dashboard's funnel table. */
async function funnelRow(page: Page, key: string): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Lead funnel table' });
  return table
    .getByRole('row', { name: new RegExp(key) })
    .getByRole('cell')
    .allTextContents();
}

interface CalendarBooking {
  name: string;
  consent: { given: boolean; noticeVersion: string };
}

describe("lead privacy journey: consent, source, funnel, the person's copy and erasure", () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();
  let before: SiteSettings;

  // The settings are one document every later journey reads: they are put back afterwards.
  beforeAll(async () => {
    before = (await apiCall<{ site: SiteSettings }>(baseUrl, 'GET', siteSettingsEndpoint.path))
      .site;
    await apiCall(baseUrl, 'PUT', siteSettingsEndpoint.path, {
      token: adminAuth.token,
      body: { ...before, consentRequired: true },
    });
  });
  afterAll(async () => {
    await apiCall(baseUrl, 'PUT', siteSettingsEndpoint.path, {
      token: adminAuth.token,
      body: before,
    });
  });

  it('when a visitor lands from a campaign and must consent, then the lead shows its source and consent to the admin and counts in the funnel at its stages', async () => {
    const utmSource = `e2e-news-${uniqueSuffix()}`;
    const name = `Campaign Parent ${uniqueSuffix()}`;
    const visitor = await sessionAs(browser(), 'public');
    await useControllableClock(visitor.page);
    // The landing URL carries the campaign; the contact form sends it with the message.
    await visitor.page.goto('about:blank');
    await visitor.page.goto(
      urlOf(baseUrl, `/contact?utm_source=${utmSource}&utm_medium=email&utm_campaign=autumn`),
    );
    await settle(visitor.page);
    await scrollToContactForm(visitor.page);
    const consent = visitor.page.getByRole('checkbox', { name: /privacy notice/ });
    await expect.poll(() => consent.getAttribute('required')).not.toBeNull();
    const noticeLink = visitor.page
      .getByRole('main')
      .getByRole('link', { name: 'privacy notice', exact: true });
    expect(await noticeLink.getAttribute('href')).toBe('#/privacy');

    await visitor.page.getByLabel('Name', { exact: true }).fill(name);
    await visitor.page.getByLabel('Course', { exact: true }).fill('IB Physics');
    await visitor.page.getByLabel('Email', { exact: true }).fill('campaign-parent@example.com');
    await letAPersonsPacePass(visitor.page);
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByText(CONSENT_REQUIRED_MESSAGE).waitFor();
    await expectNoSeriousViolations(visitor.page, 'the contact form refusing a missing consent');

    await consent.check();
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByText(/Thank you!/).waitFor();
    visitor.issues.assertClean('visitor sending a message from a campaign');
    await visitor.close();

    const { page, issues, close } = await sessionAs(browser(), 'admin');
    await openRoute(page, baseUrl, `/admin/contacts?source=${utmSource}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Consent given').waitFor();
    await row.getByText(`Source: ${utmSource}`).click();
    await row.getByText('autumn').waitFor();
    expect(await row.getByText('email', { exact: true }).count()).toBe(1);
    expect(await row.getByText(/^Given .+ \(notice version/).count()).toBe(1);
    await expectNoSeriousViolations(page, 'the lead list filtered by source, a lead opened');

    await page.getByLabel(`Status for ${name}`).selectOption('contacted');
    await page.getByText(`Status of ${name} set to Contacted.`).waitFor();

    await openRoute(page, baseUrl, '/admin/dashboard');
    await page.getByRole('img', { name: /Lead funnel chart/ }).waitFor();
    await expect.poll(() => funnelRow(page, utmSource)).toEqual(['1', '1', '0', '0']);
    await expectNoSeriousViolations(page, 'the dashboard with the funnel chart and table');
    issues.assertClean('admin reading the lead and the funnel');
    await close();
  });

  it('when an admin erases a person on the Privacy screen, then their lead is gone from the list and the export', async () => {
    const name = `Erased Parent ${uniqueSuffix()}`;
    const email = `erase-${uniqueSuffix()}@example.com`;
    // Arranged through the API (the form's own journey is above): a lead with consent.
    await apiCall(baseUrl, 'POST', '/contact', {
      body: { name, course: 'IB Physics', email, consent: true, elapsedMs: 10_000 },
    });

    const { page, issues, close } = await sessionAs(browser(), 'admin', { acceptDownloads: true });
    expect((await exportedRows(page, baseUrl, email)).flat()).toContain(name);

    await openRoute(page, baseUrl, '/admin/privacy');
    await page.getByLabel("Person's e-mail").fill(email);
    await page.getByRole('button', { name: 'Erase this person' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
    await page.getByRole('status').filter({ hasText: 'Erased: 1 lead' }).waitFor();
    await expectNoSeriousViolations(page, 'the Privacy screen after an erasure');

    await openRoute(page, baseUrl, `/admin/contacts?q=${encodeURIComponent(email)}`);
    await page.getByText('No contact messages found.').waitFor();
    expect((await exportedRows(page, baseUrl, email)).flat()).not.toContain(name);
    issues.assertClean('admin erasing a person');
    await close();
  });

  it('when consent is required and a parent books a demo class, then the booking form links the notice, refuses without the box and stores the consent', async () => {
    const course = await courseWithOpenHours(baseUrl, adminAuth.token);
    const parent = `Consenting Parent ${uniqueSuffix()}`;
    const visitor = await sessionAs(browser(), 'public');
    await useControllableClock(visitor.page);
    await openRoute(visitor.page, baseUrl, `/contact?course=${encodeURIComponent(course.title)}`);
    // The day's last time: the booking journeys take the first, the API helper the latest.
    const times = visitor.page.getByRole('radiogroup', { name: /^Times on / }).locator('label');
    await times.first().waitFor();
    await times.last().click();
    const form = visitor.page.getByRole('form', { name: 'Book the demo class' });
    const consent = form.getByRole('checkbox', { name: /privacy notice/ });
    await expect.poll(() => consent.getAttribute('required')).not.toBeNull();
    expect(await form.getByText('(required)').count()).toBe(1);
    const notice = form.getByRole('link', { name: 'privacy notice', exact: true });
    expect(await notice.getAttribute('href')).toBe('#/privacy');

    await form.getByLabel('Name', { exact: true }).fill(parent);
    await form.getByLabel('Email', { exact: true }).fill(`consent-${uniqueSuffix()}@e2e.test`);
    await letAPersonsPacePass(visitor.page);
    await form.getByRole('button', { name: 'Book this time' }).click();
    await form.getByText(CONSENT_REQUIRED_MESSAGE).waitFor();
    await expectNoSeriousViolations(visitor.page, 'the booking form refusing a missing consent');

    await consent.check();
    await form.getByRole('button', { name: 'Book this time' }).click();
    await visitor.page
      .getByRole('status')
      .filter({ hasText: 'Your demo class is booked.' })
      .waitFor();
    visitor.issues.assertClean('parent booking with consent');
    await visitor.close();

    // The admins' calendar over the next two weeks (the form offers the next days' times).
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { bookings } = await apiCall<{ bookings: CalendarBooking[] }>(
      baseUrl,
      'GET',
      `/bookings?from=${day(-1)}&to=${day(15)}`,
      { token: adminAuth.token },
    );
    const stored = bookings.find((booking) => booking.name === parent);
    expect(stored?.consent).toMatchObject({
      given: true,
      noticeVersion: before.privacyNoticeVersion,
    });
  });

  it("when an admin downloads a person's data on the Privacy screen, then the JSON file holds their lead", async () => {
    const name = `Copied Parent ${uniqueSuffix()}`;
    const email = `copy-${uniqueSuffix()}@example.com`;
    await apiCall(baseUrl, 'POST', '/contact', {
      body: { name, course: 'IB Chemistry', email, consent: true, elapsedMs: 10_000 },
    });

    const { page, issues, close } = await sessionAs(browser(), 'admin', { acceptDownloads: true });
    await openRoute(page, baseUrl, '/admin/privacy');
    await page.getByLabel("Person's e-mail").fill(email);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download their data' }).click(),
    ]);

    expect(download.suggestedFilename()).toMatch(/^personal_data_\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      person: {
        email: string;
        leads: { name: string; course: string; consent: { given: boolean } }[];
      };
    };
    expect(copy.person.email).toBe(email);
    expect(copy.person.leads).toMatchObject([
      { name, course: 'IB Chemistry', consent: { given: true } },
    ]);
    await expectNoSeriousViolations(page, 'the Privacy screen after a download');
    issues.assertClean("admin downloading a person's data");
    await close();
  });
});
