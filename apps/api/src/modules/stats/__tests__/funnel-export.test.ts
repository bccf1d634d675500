import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { leadsSuite, storeMessages } from '../../contact/__tests__/contact-fixtures';
import { XLSX_CONTENT_TYPE } from '../../contact/contact-export';
import { binary } from '../../files/__tests__/sample-files';
import { funnelFileName } from '../funnel-export';
import { leadsMovedBackAndForth } from './funnel-fixtures';

const api = testClient();
const staff = leadsSuite({ timeZone: 'Asia/Kolkata' });

/** The export downloaded and read back: the answer and the sheet's rows (values only). */
async function downloadFunnel(query: Record<string, string>) {
  const res = await api
    .get('/api/stats/funnel/export')
    .query(query)
    .set('Authorization', staff.admin)
    .buffer(true)
    .parse(binary);
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own global Buffer interface, which Node's Buffer type does not match.
  await workbook.xlsx.load(res.body as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
  return { res, sheet, rows };
}

describe('GET /api/stats/funnel/export', () => {
  it('when grouped by source, then the workbook holds the same rows as the funnel, under their headings', async () => {
    await leadsMovedBackAndForth(api, staff.admin);

    const { res, sheet, rows } = await downloadFunnel({ by: 'source' });

    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sheet.name).toBe('Lead funnel');
    expect(rows).toEqual([
      ['Source', 'Leads', 'Contacted', 'Demo scheduled', 'Enrolled'],
      ['google', 3, 3, 2, 1],
      ['(direct)', 1, 1, 1, 1],
      ['newsletter', 1, 0, 0, 0],
    ]);
  });

  it("when a period and month grouping are asked, then only that period's leads, by month, in a file named for them", async () => {
    await storeMessages([
      // 31 January 23:30 and 1 February 00:30 in Kolkata (UTC+5:30); the third is outside.
      { name: 'Late January', status: 'enrolled', at: '2027-01-31T18:00:00.000Z' },
      { name: 'Early February', status: 'contacted', at: '2027-01-31T19:00:00.000Z' },
      { name: 'March', status: 'new', at: '2027-03-10T10:00:00.000Z' },
    ]);

    const { res, rows } = await downloadFunnel({
      by: 'month',
      from: '2027-01-01',
      to: '2027-02-28',
    });

    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lead_funnel_by_month_2027-01-01_to_2027-02-28.xlsx"',
    );
    expect(rows).toEqual([
      ['Month', 'Leads', 'Contacted', 'Demo scheduled', 'Enrolled'],
      ['2027-01', 1, 1, 1, 1],
      ['2027-02', 1, 1, 0, 0],
    ]);
  });

  it('when a course name starts like a formula, then its cell is text that cannot run', async () => {
    await storeMessages([
      { name: 'Parent', course: '=HYPERLINK("x")', at: '2027-01-10T10:00:00.000Z' },
    ]);

    const { rows } = await downloadFunnel({ by: 'course' });

    expect(rows[1]).toEqual([`'=HYPERLINK("x")`, 1, 0, 0, 0]);
  });

  it("when the period is open, then the file name reads 'start' and today on the institute's calendar", () => {
    // 20:00 UTC on 31 March is already 1 April in Kolkata.
    const now = new Date('2027-03-31T20:00:00.000Z');

    expect(funnelFileName({ by: 'course' }, now, 'Asia/Kolkata')).toBe(
      'lead_funnel_by_course_start_to_2027-04-01.xlsx',
    );
  });

  it('when the query is bad, then a JSON 400 naming the field', async () => {
    const res = await api
      .get('/api/stats/funnel/export')
      .query({ by: 'tutor' })
      .set('Authorization', staff.admin);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details[0].path).toBe('by');
  });

  it('when an editor asks, then 403', async () => {
    const editor = (await createUserWithToken('editor')).authorization;

    expect((await api.get('/api/stats/funnel/export').set('Authorization', editor)).status).toBe(
      403,
    );
  });
});
