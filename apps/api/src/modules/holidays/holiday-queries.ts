import type { Holiday } from '@tutoring/shared';
import { HOLIDAYS_ID, HolidayListModel } from './holiday.model';

/** The institute's holidays, by date. */
export async function listHolidays(): Promise<Holiday[]> {
  const list = await HolidayListModel.findById(HOLIDAYS_ID).lean();
  return (list?.holidays ?? []).map((day) => ({ date: String(day.date), name: String(day.name) }));
}

/** The holiday dates in [from, to] (YYYY-MM-DD, either open): what batch sessions skip. */
export async function holidayDates(from?: string, to?: string): Promise<Set<string>> {
  const days = await listHolidays();
  return new Set(
    days.map((day) => day.date).filter((date) => (!from || date >= from) && (!to || date <= to)),
  );
}
