import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { CONTACT_COLUMNS, type ContactMessageFilter } from '@tutoring/shared';
import type { StoredContactMessage } from './contact.service';
import { streamContactMessages } from './contact.service';
import { toSafeCellText } from './safe-cell-text';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each column's width in characters, in CONTACT_COLUMNS' order. */
const WIDTHS = [24, 24, 18, 30, 60, 18, 16, 40];
const COLUMNS = CONTACT_COLUMNS.map((header, index) => ({ header, width: WIDTHS[index] }));

const RECEIVED_COLUMN = 6;

/** contact_messages_YYYY-MM-DD.xlsx, dated in UTC like every date the server writes. */
export function exportFileName(now: Date = new Date()): string {
  return `contact_messages_${now.toISOString().slice(0, 10)}.xlsx`;
}

/** One spreadsheet row; every text is made safe, Received stays a real date. */
export function toExportRow(record: StoredContactMessage): (string | Date)[] {
  return [
    toSafeCellText(record.name),
    toSafeCellText(record.course),
    toSafeCellText(record.mobile),
    toSafeCellText(record.email),
    toSafeCellText(record.message),
    record.createdAt,
    toSafeCellText(record.status),
    toSafeCellText(record.notes),
  ];
}

/**
 * Streams the messages the filter selects (every status but spam when it names none) into res
 * as an .xlsx file. The workbook writer zips rows as
 * they are committed and the messages come from a cursor, so memory stays flat however many
 * messages there are. Headers go out before the first byte; a failure later can only cut the
 * download short (the error handler then closes the connection).
 */
export async function writeContactExport(
  res: Response,
  filter: ContactMessageFilter,
): Promise<void> {
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
  // Personal data: no shared cache may keep a copy.
  res.setHeader('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const sheet = workbook.addWorksheet('Contact messages', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map(({ width }) => ({ width }));
  sheet.getColumn(RECEIVED_COLUMN).numFmt = 'yyyy-mm-dd hh:mm';
  const header = sheet.addRow(COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const record of streamContactMessages(filter)) {
    // The client went away: stop reading (leaving the loop closes the cursor) and do not wait
    // for a 'finish' that a destroyed response never emits.
    if (res.destroyed) return;
    sheet.addRow(toExportRow(record)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
