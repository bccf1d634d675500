import type { BusyByTutor } from './slots';

/** A tutor's time taken outside demo classes (a batch's class), lent by the composition root. */
export interface BusyTime {
  tutorId: string;
  start: Date;
  end: Date;
}

/** The busy times of every tutor overlapping [from, to). */
export type BusyTimesReader = (from: Date, to: Date) => Promise<BusyTime[]>;

/** Where nothing lends busy times (a test's app without batches): nobody is busy. */
export const noBusyTimes: BusyTimesReader = () => Promise.resolve([]);

/** Busy times grouped by tutor, as freeSlots reads them. */
export function busyByTutor(times: BusyTime[]): BusyByTutor {
  const grouped = new Map<string, { start: number; end: number }[]>();
  for (const time of times) {
    const list = grouped.get(time.tutorId) ?? [];
    list.push({ start: time.start.getTime(), end: time.end.getTime() });
    grouped.set(time.tutorId, list);
  }
  return grouped;
}
