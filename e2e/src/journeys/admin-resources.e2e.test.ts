import { describe, expect, it } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { alertDialogNamed, dialogNamed } from '../support/admin';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

/** The smallest file the API's type sniffing takes for a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('admin journey: resources', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when the admin uploads a PDF resource, then visitors find it under its category chip and Documents, can download it, and an edit and a delete show there too', async () => {
    const admin = await sessionAs(browser(), 'admin');
    const title = `Formula booklet ${uniqueSuffix()}`;
    await openRoute(admin.page, baseUrl, '/admin/resources');
    await admin.page.getByRole('button', { name: 'Add Resource' }).click();
    const form = dialogNamed(admin.page, 'Add Resource');
    await form.getByLabel('Title').fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Every formula for Papers 1 to 3.');
    await form.getByLabel('Category').selectOption('Forms');
    await form.getByLabel('Upload a file').setInputFiles({
      name: 'booklet.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByText('File uploaded; its link is filled in below.').waitFor();
    expect(await form.getByLabel('File Type').inputValue()).toBe('PDF');
    expect(await form.getByLabel('Type', { exact: true }).inputValue()).toBe('document');
    const fileUrl = await form.getByLabel('File URL').inputValue();
    expect(fileUrl).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    await form.getByRole('button', { name: 'Add Resource' }).click();
    await form.waitFor({ state: 'detached' });
    await admin.page.getByRole('heading', { name: title }).waitFor();

    const visitor = await sessionAs(browser(), 'public');
    await openRoute(visitor.page, baseUrl, '/resources');
    await visitor.page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Forms' })
      .click();
    // The library's sections are named by their headings only; Documents is the innermost
    // section holding that h2 (the page's own section holds it too).
    const documents = visitor.page
      .locator('section')
      .filter({ has: visitor.page.getByRole('heading', { name: 'Documents', level: 2 }) })
      .last();
    const card = documents.getByRole('listitem').filter({
      has: visitor.page.getByRole('heading', { name: title }),
    });
    const download = card.getByRole('link', { name: /^Download/ });
    expect(await download.getAttribute('href')).toBe(fileUrl);
    const stored = await fetch(`${baseUrl}${fileUrl}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PDF)).toBe(true);

    const renamed = `${title} (2nd edition)`;
    await admin.page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = dialogNamed(admin.page, 'Edit Resource');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await admin.page.getByRole('heading', { name: renamed }).waitFor();

    await admin.page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = alertDialogNamed(admin.page, 'Please confirm');
    await confirm.getByText('Are you sure you want to delete this resource?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.page.getByRole('heading', { name: renamed }).waitFor({ state: 'detached' });

    await openRoute(visitor.page, baseUrl, '/resources');
    expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0);
    admin.issues.assertClean('admin resources');
    visitor.issues.assertClean('public resources');
    await admin.close();
    await visitor.close();
  });
});
