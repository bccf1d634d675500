import ExcelJS from 'exceljs';
import { CONTACT_EXPORT_COLUMNS } from '@tutoring/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { binary } from '../../files/__tests__/sample-files';
import { ContactMessageModel } from '../contact.model';
import { storeMessages } from './contact-fixtures';

const api = testClient();
let admin: string;

/** Downloads the export and reads it back: each row as [Name, ..., Status, Notes]. */
async function exportRows(query: Record<string, string> = {}) {
  const res = await api
    .get('/api/contact/export')
    .query(query)
    .set('Authorization', admin)
    .buffer(true)
    .parse(binary);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<ExcelJS.Xlsx['load']>[0]);
  const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  return rows.map((row) => row.slice(1));
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
  await storeMessages([
    {
      name: 'Meera',
      course: 'IB Chemistry',
      status: 'enrolled',
      notes: 'Paid term 1.',
      at: '2024-04-01T09:00:00Z',
    },
    {
      name: 'Ravi',
      course: 'JEE Physics',
      status: 'contacted',
      notes: '=cmd()',
      at: '2024-04-02T09:00:00Z',
    },
    { name: 'Bot', course: 'IB Chemistry', status: 'spam', at: '2024-04-03T09:00:00Z' },
    { name: 'Anna', course: 'ib chemistry', mobile: '+44 7700 900123', at: '2024-04-04T09:00:00Z' },
  ]);
});

describe('GET /api/contact/export with filters', () => {
  it('when no filter is given, then every message but spam is exported with Status and Notes', async () => {
    const rows = await exportRows();

    expect(rows[0]).toEqual([...CONTACT_EXPORT_COLUMNS]);
    // exceljs reads an empty cell back as undefined.
    expect(rows.slice(1).map((row) => [row[0], row[7], row[8] ?? ''])).toEqual([
      ['Anna', 'new', ''],
      ['Ravi', 'contacted', "'=cmd()"],
      ['Meera', 'enrolled', 'Paid term 1.'],
    ]);
  });

  it('when status=spam, then only spam is exported', async () => {
    const rows = await exportRows({ status: 'spam' });

    expect(rows.slice(1).map((row) => row[0])).toEqual(['Bot']);
  });

  it('when course, dates and search are given, then only what they select is exported', async () => {
    const byCourse = await exportRows({ course: 'IB CHEMISTRY' });
    const byDates = await exportRows({ from: '2024-04-02', to: '2024-04-02' });
    const bySearch = await exportRows({ q: '7700' });

    expect(byCourse.slice(1).map((row) => row[0])).toEqual(['Anna', 'Meera']);
    expect(byDates.slice(1).map((row) => row[0])).toEqual(['Ravi']);
    expect(bySearch.slice(1).map((row) => [row[0], row[3]])).toEqual([['Anna', '+44 7700 900123']]);
  });

  it("when the list's sort is given, then the rows come in that order", async () => {
    const rows = await exportRows({ sort: 'name' });

    expect(rows.slice(1).map((row) => row[0])).toEqual(['Anna', 'Meera', 'Ravi']);
  });

  it('when page or limit is sent, then it answers 400 (the export is never paginated)', async () => {
    const res = await api.get('/api/contact/export?limit=10').set('Authorization', admin);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('when a filter is malformed, then it answers a JSON 400 instead of a spreadsheet', async () => {
    const res = await api.get('/api/contact/export?from=yesterday').set('Authorization', admin);

    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.details).toEqual([
      { path: 'from', message: 'Use the date format YYYY-MM-DD.' },
    ]);
  });
});
