import ExcelJS from 'exceljs';
import type { Response } from 'express';
import {
  FUNNEL_COUNT_COLUMNS,
  FUNNEL_GROUPING_LABELS,
  wallTimeOf,
  type FunnelQuery,
} from '@tutoring/shared';
import { XLSX_CONTENT_TYPE } from '../contact/contact-export';
import { toSafeCellText } from '../contact/safe-cell-text';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { leadFunnel } from './funnel.service';

/**
 * lead_funnel_by_source_2026-11-01_to_2026-11-30.xlsx: the grouping and the period, an open
 * start read as 'start' and an open end as today, on the institute's calendar.
 */
export function funnelFileName({ by, from, to }: FunnelQuery, now: Date, timeZone: string) {
  const end = to ?? wallTimeOf(now, timeZone).date;
  return `lead_funnel_by_${by}_${from ?? 'start'}_to_${end}.xlsx`;
}

/**
 * The funnel of GET /stats/funnel as one sheet: a row per group, its leads and the stages
 * they reached. A handful of rows, so the workbook is built whole rather than streamed.
 */
export async function writeFunnelExport(res: Response, query: FunnelQuery): Promise<void> {
  const rows = await leadFunnel(query);
  const { timeZone } = await siteSettingsStore.get();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lead funnel', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: FUNNEL_GROUPING_LABELS[query.by], width: 30 },
    ...FUNNEL_COUNT_COLUMNS.map(([, header]) => ({ header, width: 16 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    // Sources and course names come from visitors' links and forms: never a formula.
    sheet.addRow([toSafeCellText(row.key), ...FUNNEL_COUNT_COLUMNS.map(([field]) => row[field])]);
  }
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${funnelFileName(query, new Date(), timeZone)}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.end(Buffer.from(await workbook.xlsx.writeBuffer()));
}
