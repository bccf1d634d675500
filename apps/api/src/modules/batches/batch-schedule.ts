import { addDays, instantOf, minutesOf, weekdayOf } from '@tutoring/shared';

/** What the schedule of a batch is made of. */
export interface BatchSchedule {
  timeZone: string;
  weekdays: number[];
  startTime: string;
  durationMinutes: number;
  startDate: string;
  endDate: string;
}

/** One class the schedule asks for: its day in the batch's zone and its instants. */
export interface PlannedSession {
  date: string;
  start: Date;
  end: Date;
}

/** Monday 1 … Sunday 7, from Date's Sunday 0. */
const isoWeekday = (date: string) => weekdayOf(date) || 7;

/**
 * Every class of the schedule, holidays left out. Each day's start is its wall-clock time
 * read in the batch's own zone that day, so a class stays at 17:00 local across a
 * daylight-saving change (its UTC instant moves instead). A start the clocks skip that day
 * moves on by the skipped hour, as calendars do: the class still happens.
 */
export function plannedSessions(schedule: BatchSchedule, holidays: Set<string>): PlannedSession[] {
  const planned: PlannedSession[] = [];
  const minutes = minutesOf(schedule.startTime);
  const length = schedule.durationMinutes * 60_000;
  for (let date = schedule.startDate; date <= schedule.endDate; date = addDays(date, 1)) {
    if (!schedule.weekdays.includes(isoWeekday(date)) || holidays.has(date)) continue;
    const start =
      instantOf({ date, minutes }, schedule.timeZone) ??
      instantOf({ date, minutes: minutes + 60 }, schedule.timeZone);
    if (!start) continue;
    planned.push({ date, start, end: new Date(start.getTime() + length) });
  }
  return planned;
}
