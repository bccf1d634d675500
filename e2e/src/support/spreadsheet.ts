import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';

/** Every cell of a downloaded workbook's first sheet as text, row by row. */
export async function downloadedSheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const file = await readFile(await download.path());
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}
