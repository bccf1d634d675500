import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { binary } from '../../files/__tests__/sample-files';
import { exportFileName, XLSX_CONTENT_TYPE } from '../contact-export';
import { ContactMessageModel } from '../contact.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { CourseModel } from '../../courses-v1/courses-v1.model';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';

const api = testClient();
let admin: string;

const HEADER = [
  ...['Name', 'Course', 'Price', 'Mobile', 'Email', 'Message', 'Received', 'Status', 'Notes'],
  ...['Source', 'Medium', 'Campaign', 'Landing page', 'Referrer', 'Consent'],
];

async function downloadExport() {
  const res = await api
    .get('/api/contact/export')
    .set('Authorization', admin)
    .buffer(true)
    .parse(binary);
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own global Buffer interface, which Node's Buffer type does not match.
  await workbook.xlsx.load(res.body as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  return { res, sheet, rows: rows.map((row) => row.slice(1)) };
}

/** A lead sent through the form, then changed by the admin; the form's answer. */
async function sentThenChanged(form: object, change: object) {
  const sent = await api.post('/api/contact').send(form);
  await api
    .patch(`/api/contact/${sent.body.contactMessage._id}`)
    .set('Authorization', admin)
    .send(change);
  return sent;
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
  // Dates below are read in UTC; institute-zone dates have their own tests (lead-time-zone).
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy', timeZone: 'UTC' });
});

describe('GET /api/contact/export', () => {
  it("when messages exist, then it answers an xlsx file named for today (the institute's zone: UTC here)", async () => {
    await api.post('/api/contact').send({ name: 'Meera', course: 'IB Chemistry' });

    const { res } = await downloadExport();

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contact_messages_${today}.xlsx"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when opened, then it has the bold header and one row per message, newest first', async () => {
    await api.post('/api/contact').send({ name: 'Older', course: 'SAT' });
    const newer = await sentThenChanged(
      {
        name: 'Newer',
        course: 'AP Calculus',
        mobile: '+91 98765 43210',
        email: 'newer@example.com',
        message: 'Weekends only.',
      },
      { status: 'contacted', notes: 'Called back.' },
    );

    const { sheet, rows } = await downloadExport();

    expect(rows[0]).toEqual(HEADER);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows).toHaveLength(3);
    const [name, course, , mobile, email, message, received, status, notes] = rows[1]!;
    expect([name, course, mobile, email, message, status, notes]).toEqual([
      'Newer',
      'AP Calculus',
      '+91 98765 43210',
      'newer@example.com',
      'Weekends only.',
      'contacted',
      'Called back.',
    ]);
    expect(received).toBeInstanceOf(Date);
    expect((received as Date).toISOString()).toBe(newer.body.contactMessage.createdAt);
    expect(sheet.getCell('G2').numFmt).toMatch(/yyyy-mm-dd/);
    expect(rows[2]![0]).toBe('Older');
    expect(sheet.getColumn(6).width).toBeGreaterThan(sheet.getColumn(4).width!);
  });

  it('when texts start with = + - or @, then they are stored as quoted plain text', async () => {
    await sentThenChanged(
      {
        name: '=HYPERLINK("http://evil.example","x")',
        course: '+cmd|" /C calc"!A0',
        message: '-2+3+cmd|" /C calc"!A0',
        email: '',
      },
      { notes: '@SUM(A1:A9)' },
    );

    const { sheet, rows } = await downloadExport();

    const [name, course, , , , message, , , notes] = rows[1]!;
    expect([name, course, message, notes]).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      `'+cmd|" /C calc"!A0`,
      `'-2+3+cmd|" /C calc"!A0`,
      `'@SUM(A1:A9)`,
    ]);
    for (const column of [1, 2, 6, 9]) {
      expect(sheet.getRow(2).getCell(column).type).toBe(ExcelJS.ValueType.String);
    }
  });

  it('when there are no messages, then it answers a sheet with only the header', async () => {
    const { res, rows } = await downloadExport();

    expect(res.status).toBe(200);
    expect(rows).toEqual([HEADER]);
  });
});

describe('GET /api/contact/export: the Price column', () => {
  beforeEach(async () => {
    await CourseV2Model.deleteMany({});
    await CourseModel.deleteMany({});
    await siteSettingsStore.replace({
      name: 'Harbour Lights Academy',
      timeZone: 'UTC',
      currency: 'INR',
      locale: 'en-IN',
    });
  });

  const v1Course = (title: string, price: number) =>
    CourseModel.create({ title, category: 'Data Science', price, duration: 40 });

  it("when a lead names a course, then Price is that course's price as a number in the site's currency, and empty when no course matches", async () => {
    await CourseV2Model.create({
      title: 'JEE Physics',
      description: 'Mechanics to modern physics.',
      status: 'published',
      price: { hourly: 2500, package: 250000 },
    });
    await v1Course('NEET Biology', 125000.5);
    await api.post('/api/contact').send({ name: 'Unknown', course: 'Astronomy' });
    await api.post('/api/contact').send({ name: 'One-time', course: 'NEET Biology' });
    await api.post('/api/contact').send({ name: 'Hourly', course: 'jee physics' });

    const { sheet, rows } = await downloadExport();

    expect(rows.slice(1).map(([name, course, price]) => [name, course, price])).toEqual([
      ['Hourly', 'jee physics', 2500],
      ['One-time', 'NEET Biology', 125000.5],
      ['Unknown', 'Astronomy', undefined],
    ]);
    const hourly = sheet.getCell('C2');
    expect(hourly.type).toBe(ExcelJS.ValueType.Number);
    // Indian grouping in Excel's format language: crore and lakh sections, then thousands.
    // (The file holds the sections' literal commas as `\,`, currency-number-format.test.ts;
    // exceljs drops the backslashes when it reads a format back.)
    expect(hourly.numFmt).toBe(
      '[>=10000000]"₹"##,##,##,##0"/hr";[>=100000]"₹"##,##,##0"/hr";"₹"##,##0"/hr"',
    );
    expect(sheet.getCell('C3').numFmt).toContain('"₹"##,##,##0.00;');
    expect(sheet.getCell('C4').numFmt ?? '').not.toContain('₹');
  });

  it('when a published v2 course and a v1 course share the title, then the v2 price is used; a draft is not', async () => {
    await CourseV2Model.create({
      title: 'IB Chemistry',
      description: 'd',
      status: 'published',
      price: { package: 90000 },
    });
    await CourseV2Model.create({
      title: 'SAT Maths',
      description: 'd',
      status: 'draft',
      price: { hourly: 4000 },
    });
    await v1Course('IB Chemistry', 500);
    await v1Course('SAT Maths', 700);
    await api.post('/api/contact').send({ name: 'Package', course: 'IB Chemistry' });
    await api.post('/api/contact').send({ name: 'Draft', course: 'SAT Maths' });

    const { sheet, rows } = await downloadExport();

    expect(rows.slice(1).map(([name, , price]) => [name, price])).toEqual([
      ['Draft', 700],
      ['Package', 90000],
    ]);
    expect(sheet.getCell('C3').numFmt).not.toContain('/hr');
  });
});

describe('GET /api/contact/export at volume', () => {
  it('when there are 10,000 messages, then all arrive, streamed in chunks, newest first', async () => {
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    const messages = Array.from({ length: 10_000 }, (_, index) => ({
      name: `Student ${index}`,
      course: 'IGCSE Physics',
      mobile: '',
      email: '',
      message: 'Please call me about group classes for the next term.',
      status: 'new',
      notes: '',
      createdAt: new Date(start + index * 1000),
      updatedAt: new Date(start + index * 1000),
    }));
    await ContactMessageModel.collection.insertMany(messages);

    const { res, rows } = await downloadExport();

    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(rows).toHaveLength(10_001);
    expect(rows[1]![0]).toBe('Student 9999');
    expect(rows[10_000]![0]).toBe('Student 0');
  }, 60_000);
});

describe('exportFileName', () => {
  it("when it is late evening in UTC, then the file is dated on the institute's calendar", () => {
    const lateInUtc = new Date('2024-03-31T23:30:00.000Z');

    expect(exportFileName(lateInUtc, 'UTC')).toBe('contact_messages_2024-03-31.xlsx');
    expect(exportFileName(lateInUtc, 'Asia/Kolkata')).toBe('contact_messages_2024-04-01.xlsx');
  });
});
