import type { Holiday } from '@tutoring/shared';
import { HOLIDAYS_ID, HolidayListModel } from './holiday.model';
import { listHolidays } from './holiday-queries';

/** Replaces the list; the lists before and after (the audit trail compares them). */
export async function replaceHolidays(holidays: Holiday[]) {
  const before = await listHolidays();
  await HolidayListModel.updateOne({ _id: HOLIDAYS_ID }, { $set: { holidays } }, { upsert: true });
  return { before: { holidays: before }, after: { holidays } };
}
