import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { uniqueSuffix } from '../support/api';
import { dialogNamed } from '../support/admin';
import { nameWith, openRoute, settle } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** Adds rows to an editable list and types one value into each new row. */
async function addRows(scope: Locator, listLabel: string, itemName: string, values: string[]) {
  for (const [index, value] of values.entries()) {
    await scope.getByRole('button', { name: `Add ${itemName}`, exact: true }).click();
    await scope.getByLabel(`${listLabel} ${index + 1}`, { exact: true }).fill(value);
  }
}

const OUTCOMES = ['Read data', 'Clean data', 'Plot data', 'Model data', 'Report findings'];

describe('admin journey: a v1 course and its details', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when an admin adds a v1 course and two modules in the details editor, then the public detail shows them, the first open, and +N more... for outcomes', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    const title = `E2E Data Course ${uniqueSuffix()}`;

    await openRoute(page, baseUrl, '/admin/courses');
    await page.getByRole('button', { name: 'Add Course' }).click();
    const add = dialogNamed(page, 'Add New Course');
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Category').selectOption('Data Science');
    await add.getByLabel('Price').fill('199');
    await add.getByLabel('Duration (hours)').fill('12');
    await add.getByLabel('Instructor').selectOption({ label: 'Priya Raghavan' });
    await add.getByRole('button', { name: 'Add Course' }).click();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: nameWith('Course Details', title) }).click();
    await page.waitForURL(/#\/admin\/courses\/[0-9a-f]{24}\/details$/);
    const courseId = /courses\/([0-9a-f]{24})\/details/.exec(page.url())![1]!;
    await settle(page);
    await page
      .getByRole('textbox', { name: 'Overview', exact: true })
      .fill('From raw data to a clear report.');
    await page.getByLabel('Skill Level').selectOption('Intermediate');
    await page.getByLabel('Certificate Included').check();
    const basics = page.getByRole('region', { name: 'Basic Information' });
    await addRows(basics, 'Prerequisites', 'Prerequisite', ['Basic algebra']);
    await addRows(basics, 'Learning Outcomes', 'Learning Outcome', OUTCOMES);

    await page.getByRole('button', { name: 'Add Module' }).click();
    await page.getByRole('button', { name: 'Add Module' }).click();
    for (const [index, name] of ['Foundations', 'Visualisation'].entries()) {
      const label = `Module ${index + 1}`;
      const module = page.getByRole('group', { name: label, exact: true });
      await module.getByLabel(`${label} Title`).fill(name);
      await module
        .getByRole('textbox', { name: `${label} Description`, exact: true })
        .fill(`${name} in practice.`);
      await module.getByLabel(`${label} Duration (hours)`).fill('2.5');
      await addRows(module, `${label} Topics`, 'Topic', [`${name} topic`]);
    }
    await page.getByRole('button', { name: 'Save Course Details' }).click();
    await page.waitForURL(/#\/admin\/courses$/);

    await openRoute(page, baseUrl, `/courses/${courseId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.getByText('Certificate Included').first().waitFor();
    const first = page.getByRole('button', { name: /^Module 1: Foundations/ });
    const second = page.getByRole('button', { name: /^Module 2: Visualisation/ });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('Foundations topic').isVisible()).toBe(true);
    expect(await page.getByText('Visualisation topic').isVisible()).toBe(false);
    await second.click();
    await page.getByText('Visualisation topic').waitFor();

    const outcomes = page.getByRole('heading', { name: "What You'll Learn" }).locator('xpath=..');
    expect(await outcomes.getByRole('listitem').allTextContents()).toEqual(OUTCOMES.slice(0, 3));
    expect(await outcomes.getByText('+2 more...').count()).toBe(1);

    issues.assertClean('admin v1 details journey');
    await close();
  });
});
