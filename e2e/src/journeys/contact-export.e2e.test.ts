import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix } from '../support/api';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';
import { downloadedSheetRows } from '../support/spreadsheet';

describe('contact messages journey', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it('when a visitor has sent a message, then the admin sees it under Contact Messages and Export to Excel downloads a workbook holding it', async () => {
    const name = `Exporting Parent ${uniqueSuffix()}`;
    // A formula-looking message must arrive as plain text (docs/API.md section 6).
    const message = '=SUM(1,2) please call after six';
    await apiCall(baseUrl, 'POST', '/contact', {
      body: {
        name,
        course: 'AP Calculus BC',
        email: 'parent@example.com',
        mobile: '+1 555 0100',
        message,
      },
    });

    const { page, issues, close } = await sessionAs(browser(), 'admin', { acceptDownloads: true });
    await openRoute(page, baseUrl, '/admin/contacts');
    await page
      .getByRole('rowheader', { name: new RegExp(name) })
      .first()
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact_messages_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await downloadedSheetRows(download);
    const row = rows.find((cells) => cells.includes(name));
    expect(row, `no row for ${name} in ${JSON.stringify(rows.slice(0, 3))}`).toBeDefined();
    expect(row).toContain('AP Calculus BC');
    expect(row!.some((cell) => cell.endsWith('SUM(1,2) please call after six'))).toBe(true);

    issues.assertClean('contact export');
    await close();
  });
});
