import { SLOT_MINUTES } from '@tutoring/shared';
import { AppError } from '../../lib/errors';
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

const BUSY = 'The tutor teaches a class at that time. Please choose another time.';

/**
 * Refuses (400 on `start`) a demo class that would overlap a class the tutor teaches: free
 * slots never offer one, and a booking or move sent without asking for them is held to the
 * same rule.
 */
export async function checkNotBusy(
  reader: BusyTimesReader = noBusyTimes,
  tutorId: string,
  start: Date,
): Promise<void> {
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const busy = await reader(start, end);
  if (busy.some((time) => time.tutorId === tutorId)) {
    throw new AppError('VALIDATION_ERROR', BUSY, [{ path: 'start', message: BUSY }]);
  }
}
