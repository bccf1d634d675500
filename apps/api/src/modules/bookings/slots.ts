import {
  BOOKING_HORIZON_DAYS,
  minutesOf,
  SLOT_MINUTES,
  type Availability,
  type Slot,
  addDays,
  instantsOfDay,
  wallTimeOf,
  weekdayOf,
} from '@tutoring/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One tutor whose hours make slots. */
export interface TutorHours {
  tutorId: string;
  availability: Availability;
}

export interface SlotWindow {
  /** The institute's first day (YYYY-MM-DD) and how many days. */
  from: string;
  days: number;
  timeZone: string;
  now: Date;
}

/** The key that makes a slot one tutor's once: the unique _id of its claim. */
export const slotKey = (tutorId: string, start: Date) => `${tutorId}:${start.toISOString()}`;

/** The earliest a tutor's slot may start now: their notice from now. */
const earliestStart = (availability: Availability, now: Date) =>
  now.getTime() + availability.noticeHours * HOUR;
const latestStart = (now: Date) => now.getTime() + BOOKING_HORIZON_DAYS * 24 * HOUR;

/** A tutor's slots of one day: each range of that weekday cut into SLOT_MINUTES. */
function slotsOfDay(tutor: TutorHours, date: string, timeZone: string): Date[] {
  if (tutor.availability.daysOff.includes(date)) return [];
  const weekday = weekdayOf(date);
  const instantAt = instantsOfDay(date, timeZone);
  return tutor.availability.weekly
    .filter((hours) => hours.day === weekday)
    .flatMap((hours) => {
      const starts: Date[] = [];
      for (let at = minutesOf(hours.start); at + SLOT_MINUTES <= minutesOf(hours.end);) {
        const start = instantAt(at);
        if (start) starts.push(start);
        at += SLOT_MINUTES;
      }
      return starts;
    });
}

/** One slot of a tutor's hours, its texts made once. */
interface HourSlot {
  at: number;
  start: string;
  end: string;
}

/** What a tutor's hours make in a window: the same for every request until the hours change. */
const hourSlots = new Map<string, HourSlot[]>();
const HOUR_SLOTS_KEPT = 200;

/**
 * Every slot of a tutor's hours in the window, in order, without regard to time or bookings.
 * Kept by the hours themselves (and the window and zone): new hours make a new key, so what
 * is kept is never out of date, only evicted when too many windows are kept.
 */
function slotsOfHours(tutor: TutorHours, window: SlotWindow): HourSlot[] {
  const key = [window.timeZone, window.from, window.days, JSON.stringify(tutor.availability)].join(
    '|',
  );
  const kept = hourSlots.get(key);
  if (kept) return kept;
  const made: HourSlot[] = [];
  for (let day = 0; day < window.days; day += 1) {
    for (const start of slotsOfDay(tutor, addDays(window.from, day), window.timeZone)) {
      const at = start.getTime();
      made.push({
        at,
        start: start.toISOString(),
        end: new Date(at + SLOT_MINUTES * MINUTE).toISOString(),
      });
    }
  }
  if (hourSlots.size >= HOUR_SLOTS_KEPT) hourSlots.delete(hourSlots.keys().next().value as string);
  hourSlots.set(key, made);
  return made;
}

/** Times each tutor teaches elsewhere (a class of a batch), as [start, end) in ms, by tutor id. */
export type BusyByTutor = ReadonlyMap<string, readonly BusySpan[]>;
interface BusySpan {
  start: number;
  end: number;
}

/** Whether a slot starting at `at` shares a minute with any of the busy times. */
const overlapsBusy = (spans: readonly BusySpan[] | undefined, at: number) =>
  spans?.some((span) => at < span.end && at + SLOT_MINUTES * MINUTE > span.start) ?? false;

/** Free slots, and the moment the passing of time alone would change them. */
export interface FreeSlots {
  slots: Slot[];
  /**
   * Until this instant (ms) the same slots are free, claims and hours aside: then a slot falls
   * inside its tutor's notice, or one comes within the booking horizon. Infinity: never.
   */
  sameUntil: number;
}

/**
 * The free slots of the window: every tutor's hours on each day (read in the institute's
 * zone, so they follow its daylight-saving changes), minus days off, the notice, the past,
 * what lies beyond the booking horizon, the slots already taken and those overlapping a time
 * the tutor teaches a batch. Sorted by start.
 */
export function freeSlots(
  tutors: TutorHours[],
  window: SlotWindow,
  taken: Set<string>,
  busy: BusyByTutor = new Map(),
): FreeSlots {
  const slots: Slot[] = [];
  const latest = latestStart(window.now);
  const horizon = latest - window.now.getTime();
  let sameUntil = Infinity;
  for (const tutor of tutors) {
    const earliest = earliestStart(tutor.availability, window.now);
    const notice = earliest - window.now.getTime();
    for (const { at, start, end } of slotsOfHours(tutor, window)) {
      if (at < earliest) continue;
      // A slot beyond the horizon comes within it once now reaches at - horizon.
      if (at > latest) {
        sameUntil = Math.min(sameUntil, at - horizon);
        continue;
      }
      // One inside the window falls inside the notice once now passes at - notice.
      sameUntil = Math.min(sameUntil, at - notice);
      if (taken.has(`${tutor.tutorId}:${start}`)) continue;
      if (overlapsBusy(busy.get(tutor.tutorId), at)) continue;
      slots.push({ start, end, tutorId: tutor.tutorId });
    }
  }
  // One tutor's slots are made in order; ISO texts of one format sort as their instants do.
  if (tutors.length > 1) {
    slots.sort((a, b) =>
      a.start === b.start ? (a.tutorId < b.tutorId ? -1 : 1) : a.start < b.start ? -1 : 1,
    );
  }
  return { slots, sameUntil };
}

/**
 * Why a tutor cannot take a demo class at `start`, or undefined when they can (taken slots
 * aside: the claim decides those). The reasons come in the order a person checks them.
 */
export function slotRefusal(
  tutor: TutorHours,
  start: Date,
  timeZone: string,
  now: Date,
): string | undefined {
  const at = start.getTime();
  if (at <= now.getTime()) return 'That time has already passed.';
  if (at < earliestStart(tutor.availability, now)) {
    return `Demo classes must be booked at least ${tutor.availability.noticeHours} hours ahead.`;
  }
  if (at > latestStart(now)) {
    return `Demo classes can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.`;
  }
  const wall = wallTimeOf(start, timeZone);
  if (at % MINUTE !== 0 || wall.minutes % SLOT_MINUTES !== 0) {
    return `Demo classes start on the hour or half past (${timeZone}).`;
  }
  if (tutor.availability.daysOff.includes(wall.date)) return 'The tutor is away on that day.';
  const offered = slotsOfDay(tutor, wall.date, timeZone).some((slot) => slot.getTime() === at);
  return offered ? undefined : "That time is outside the tutor's hours.";
}
