import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueSuffix } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  letAPersonsPacePass,
  scrollToContactForm,
  useControllableClock,
} from '../support/contact-pace';
import { openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';
import { downloadedSheetRows } from '../support/spreadsheet';

interface Course {
  _id: string;
  title: string;
}

/** The figure of the dashboard's 'New Messages' card. */
async function newMessagesOnDashboard(page: Page, baseUrl: string): Promise<number> {
  await openRoute(page, baseUrl, '/admin/dashboard');
  const card = page
    .locator('dt', { hasText: 'New Messages' })
    .locator('xpath=following-sibling::dd');
  return Number(await card.textContent());
}

/** A visitor goes from the course page to the contact form and sends it, at a person's pace. */
async function bookDemo(page: Page, baseUrl: string, course: Course, name: string) {
  await useControllableClock(page);
  await openRoute(page, baseUrl, `/coursesv2/${course._id}`);
  await page.getByRole('link', { name: 'Book a Demo Class' }).click();
  await page.waitForURL(/#\/contact/);
  await scrollToContactForm(page);
  const courseField = page.getByLabel('Course', { exact: true });
  await expect.poll(() => courseField.inputValue()).toBe(course.title);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('lead@example.com');
  await expectNoSeriousViolations(page, 'the contact form with its hidden honeypot');
  await letAPersonsPacePass(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText(/Thank you!/).waitFor();
}

describe('lead pipeline journey', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when a visitor books a demo from a course, then the admin sees it as new, marks it contacted with a note, the new count drops and the export holds the status and note', async () => {
    const { courses } = await apiCall<{ courses: Course[] }>(baseUrl, 'GET', '/coursesv2');
    const course = courses[0]!;
    const name = `Lead Parent ${uniqueSuffix()}`;
    const note = 'Called back; demo on Saturday at 10';

    const admin = await sessionAs(browser(), 'admin', { acceptDownloads: true });
    const before = await newMessagesOnDashboard(admin.page, baseUrl);

    const visitor = await sessionAs(browser(), 'public');
    await bookDemo(visitor.page, baseUrl, course, name);
    visitor.issues.assertClean('visitor booking a demo');
    await visitor.close();

    const { page, issues } = admin;
    expect(await newMessagesOnDashboard(page, baseUrl)).toBe(before + 1);
    await openRoute(page, baseUrl, `/admin/contacts?q=${encodeURIComponent(name)}`);
    const status = page.getByLabel(`Status for ${name}`);
    await expect.poll(() => status.inputValue()).toBe('new');
    await expect.poll(() => page.getByRole('cell', { name: course.title }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'the filtered lead list');

    await status.selectOption('contacted');
    await page.getByText(`Status of ${name} set to Contacted.`).waitFor();
    await page.getByRole('button', { name: `Add notes for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Notes for ${name}` });
    await dialog.getByLabel('Notes').fill(note);
    await expectNoSeriousViolations(page, 'the notes dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Notes saved for ${name}.`).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: note }).count()).toBe(1);

    expect(await newMessagesOnDashboard(page, baseUrl)).toBe(before);

    // The audit trail names both writes, newest first, with the id of this lead.
    await openRoute(page, baseUrl, '/admin/activity');
    // The first column (When) is each row's header; the cells are Who, Action, Entity, ID, Fields.
    const rowText = (index: number) =>
      page.getByRole('row').nth(index).getByRole('cell').allTextContents();
    await expect
      .poll(async () => [(await rowText(1)).slice(0, 3), (await rowText(2)).slice(0, 3)])
      .toEqual([
        [expect.stringContaining('@'), 'update', 'contact-message'],
        [expect.stringContaining('@'), 'status-change', 'contact-message'],
      ]);
    expect((await rowText(1))[4]).toContain('notes');
    expect((await rowText(2))[4]).toContain('status');
    await expectNoSeriousViolations(page, 'the activity page');

    await openRoute(
      page,
      baseUrl,
      `/admin/contacts?status=contacted&q=${encodeURIComponent(name)}`,
    );
    await settle(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    const rows = await downloadedSheetRows(download);
    const row = rows.find((cells) => cells.includes(name));
    expect(row, JSON.stringify(rows)).toBeDefined();
    expect(row).toEqual(expect.arrayContaining([course.title, 'contacted', note]));
    expect(rows).toHaveLength(2); // the header and this lead: the export followed the filters

    issues.assertClean('admin working the lead');
    await admin.close();
  });
});
