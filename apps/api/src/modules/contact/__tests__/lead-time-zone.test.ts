import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { binary } from '../../files/__tests__/sample-files';
import { leadsSuite, namesOf, storeMessages } from './contact-fixtures';

const api = testClient();
const staff = leadsSuite({ timeZone: 'Asia/Kolkata' });

beforeEach(async () => {
  await storeMessages([
    // 31 March 23:30 and 1 April 00:30 in Kolkata (UTC+5:30); both are 31 March in UTC.
    { name: 'Late on the 31st', at: '2024-03-31T18:00:00.000Z' },
    { name: 'Early on the 1st', at: '2024-03-31T19:00:00.000Z' },
  ]);
});

describe("lead dates in the institute's time zone", () => {
  it('when staff filter one day, then a lead at 23:30 of that day is found and one at 00:30 the next is not', async () => {
    const day = async (date: string) =>
      namesOf(
        (
          await api
            .get('/api/contact')
            .query({ from: date, to: date })
            .set('Authorization', staff.admin)
        ).body,
      );

    expect(await day('2024-03-31')).toEqual(['Late on the 31st']);
    expect(await day('2024-04-01')).toEqual(['Early on the 1st']);
  });

  it("when exported, then Received holds the institute's wall-clock time", async () => {
    const res = await api
      .get('/api/contact/export')
      .query({ from: '2024-03-31', to: '2024-03-31' })
      .set('Authorization', staff.admin)
      .buffer(true)
      .parse(binary);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as Parameters<ExcelJS.Xlsx['load']>[0]);
    const row = workbook.worksheets[0]!.getRow(2);

    expect(row.getCell(1).value).toBe('Late on the 31st');
    // Excel dates have no zone: the cell reads 2024-03-31 23:30, as staff saw it on screen.
    expect((row.getCell(7).value as Date).toISOString()).toBe('2024-03-31T23:30:00.000Z');
  });
});
