import ExcelJS from 'exceljs';
import type { Response } from 'express';
import {
  CONTACT_EXPORT_COLUMNS,
  offsetMinutesAt,
  wallTimeOf,
  type ContactMessageFilter,
} from '@tutoring/shared';
import { currencyNumberFormat } from '../../lib/xlsx/currency-number-format';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import type { StoredContactMessage } from './contact.service';
import { streamContactMessages } from './contact.service';
import { coursePriceLookup, type CoursePrice } from './course-prices';
import { toSafeCellText } from './safe-cell-text';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each column's width in characters, in CONTACT_EXPORT_COLUMNS' order. */
const WIDTHS = [24, 24, 14, 18, 30, 60, 18, 16, 40, 16, 16, 20, 30, 30, 24];
const COLUMNS = CONTACT_EXPORT_COLUMNS.map((header, index) => ({ header, width: WIDTHS[index] }));

/** A column's number in the sheet (from 1), by its heading. */
const columnOf = (header: (typeof CONTACT_EXPORT_COLUMNS)[number]) =>
  CONTACT_EXPORT_COLUMNS.indexOf(header) + 1;
const RECEIVED_COLUMN = columnOf('Received');
const PRICE_COLUMN = columnOf('Price');

/** contact_messages_YYYY-MM-DD.xlsx, dated on the institute's calendar. */
export function exportFileName(now: Date, timeZone: string): string {
  return `contact_messages_${wallTimeOf(now, timeZone).date}.xlsx`;
}

/**
 * An instant as a spreadsheet date: Excel dates have no zone, so the cell holds the
 * institute's wall-clock time (what staff read in the admin's Received column).
 */
export const asWallClockDate = (instant: Date, timeZone: string) =>
  new Date(instant.getTime() + offsetMinutesAt(instant, timeZone) * 60_000);

/**
 * One spreadsheet row; every text is made safe, Received stays a real date, and Price is the
 * named course's price as a number (empty when no course has that title).
 */
export function toExportRow(
  record: StoredContactMessage,
  timeZone: string,
  price: CoursePrice | undefined,
): (string | Date | number | null)[] {
  return [
    toSafeCellText(record.name),
    toSafeCellText(record.course),
    price?.amount ?? null,
    toSafeCellText(record.mobile),
    toSafeCellText(record.email),
    toSafeCellText(record.message),
    asWallClockDate(record.createdAt, timeZone),
    toSafeCellText(record.status),
    toSafeCellText(record.notes),
    ...sourceCells(record),
    consentCell(record),
  ];
}

/** The visit's utm source, medium, campaign, landing page and referrer (empty when unknown). */
function sourceCells({ source }: StoredContactMessage): string[] {
  const { utmSource, utmMedium, utmCampaign, landingPage, referrer } = source ?? {};
  return [utmSource, utmMedium, utmCampaign, landingPage, referrer].map((text) =>
    toSafeCellText(text ?? ''),
  );
}

/** 'yes (notice 3, 2026-11-27T09:00:00.000Z)' or 'no'. */
function consentCell({ consent }: StoredContactMessage): string {
  if (!consent?.given) return 'no';
  return toSafeCellText(`yes (notice ${consent.noticeVersion}, ${consent.at ?? ''})`);
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
  const site = await siteSettingsStore.get();
  const { timeZone } = site;
  const priceOf = await coursePriceLookup();
  const priceFormats = new Map<string, string>();
  /** The price cell's format in the site's currency: one per kind of amount, kept. */
  const priceFormat = ({ amount, hourly }: CoursePrice) => {
    const kind = { whole: Number.isInteger(amount), hourly };
    const key = JSON.stringify(kind);
    if (!priceFormats.has(key)) priceFormats.set(key, currencyNumberFormat(site, kind));
    return priceFormats.get(key)!;
  };
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${exportFileName(new Date(), timeZone)}"`,
  );
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
  for await (const record of streamContactMessages(filter, timeZone)) {
    // The client went away: stop reading (leaving the loop closes the cursor) and do not wait
    // for a 'finish' that a destroyed response never emits.
    if (res.destroyed) return;
    const price = priceOf(record.course);
    const row = sheet.addRow(toExportRow(record, timeZone, price));
    if (price) row.getCell(PRICE_COLUMN).numFmt = priceFormat(price);
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
