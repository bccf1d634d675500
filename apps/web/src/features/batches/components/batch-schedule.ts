import type { Batch } from '@tutoring/shared';
import { wallTimeOf } from '@tutoring/shared/plain';
import { placeOf, timeLabel } from '../../../lib/zoned-format';

/** Monday first, as batches count weekdays (1 Monday … 7 Sunday). */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** [1, 3] → 'Mondays and Wednesdays'. */
export function weekdaysLabel(weekdays: readonly number[]): string {
  const names = weekdays.map((day) => `${DAY_NAMES[(day - 1 + 7) % 7]}s`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const minutesOf = (wall: string) => Number(wall.slice(0, 2)) * 60 + Number(wall.slice(3, 5));
const wallOf = (minutes: number) => {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/** 'Mondays and Wednesdays, 18:00–19:30 Kolkata time': as the batch's own zone keeps it. */
export function batchZoneLabel(batch: Batch): string {
  const end = wallOf(minutesOf(batch.startTime) + batch.durationMinutes);
  return `${weekdaysLabel(batch.weekdays)}, ${batch.startTime}–${end} ${placeOf(batch.timeZone)} time`;
}

/**
 * The same classes on the visitor's clock, read from the next session's instants (so the
 * offset is the one in force then, summer time included), its weekdays moved when the class
 * falls on another day there. Undefined when the zones agree or no session is ahead.
 */
export function visitorZoneLabel(batch: Batch, visitorZone: string): string | undefined {
  const next = batch.nextSessions[0];
  if (!next || visitorZone === batch.timeZone) return undefined;
  const there = wallTimeOf(new Date(next.start), batch.timeZone);
  const here = wallTimeOf(new Date(next.start), visitorZone);
  const shift = here.weekday - there.weekday;
  const days = batch.weekdays.map((day) => ((day - 1 + shift + 7) % 7) + 1).sort((a, b) => a - b);
  const times = `${timeLabel(next.start, visitorZone)}–${timeLabel(next.end, visitorZone)}`;
  return `${weekdaysLabel(days)}, ${times} your time (${placeOf(visitorZone)})`;
}

/** '3 seats left', '1 seat left'. */
export const seatsLeftLabel = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
