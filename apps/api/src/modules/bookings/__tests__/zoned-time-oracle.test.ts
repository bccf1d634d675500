import { TZDate } from '@date-fns/tz';
import { instantOf, wallTimeOf } from '@tutoring/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The shared time-zone module (packages/shared bookings/zoned-time.ts) replaced the API's
// @date-fns/tz one: these properties hold it to what @date-fns/tz answers, in zones with and
// without daylight saving, on both hemispheres, with half-hour and quarter-hour offsets.
const ZONES = [
  'Asia/Kolkata',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'America/Santiago',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
];
const zone = fc.constantFrom(...ZONES);
const FROM = Date.parse('2020-01-01T00:00:00.000Z');
const TO = Date.parse('2035-12-31T00:00:00.000Z');

const QUARTER_HOUR = 15 * 60_000;

/** Whether @date-fns/tz reads the instant as that date and time of day in the zone. */
function readsAs(instant: number, date: string, minutes: number, timeZone: string) {
  const zoned = new TZDate(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() * 60 + zoned.getMinutes() === minutes
  );
}

/**
 * The first instant whose wall clock reads the date and time in the zone, by @date-fns/tz: its
 * instant for the wall time, or undefined for a skipped one. Of a time that happens twice
 * (clocks going back) @date-fns/tz gives the second, and the shared module the first, as a
 * JavaScript Date and Temporal's 'compatible' do; so the oracle looks back up to three hours,
 * a quarter at a time (every offset of ZONES is whole quarters), for an earlier reading.
 */
function instantByDateFns(date: string, minutes: number, timeZone: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hours = Math.floor(minutes / 60);
  const zoned = new TZDate(year, month - 1, day, hours, minutes % 60, timeZone);
  if (zoned.getHours() !== hours || zoned.getMinutes() !== minutes % 60) return undefined;
  let first = zoned.getTime();
  for (let back = QUARTER_HOUR; back <= 12 * QUARTER_HOUR; back += QUARTER_HOUR) {
    const earlier = zoned.getTime() - back;
    if (readsAs(earlier, date, minutes, timeZone)) first = earlier;
  }
  return first;
}

describe('the shared time-zone module against @date-fns/tz', () => {
  it('when any minute of 2020–2035 is read on a zone’s wall clock, then day, time and weekday agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FROM / 60_000, max: TO / 60_000 }),
        zone,
        (minute, timeZone) => {
          const instant = new Date(minute * 60_000);
          const zoned = new TZDate(instant.getTime(), timeZone);
          const wall = wallTimeOf(instant, timeZone);
          expect(wall.date).toBe(
            `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`,
          );
          expect(wall.minutes).toBe(zoned.getHours() * 60 + zoned.getMinutes());
          expect(wall.weekday).toBe(zoned.getDay());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('when any quarter hour of a day of 2020–2035 is asked for in a zone, then the instant agrees (none for a skipped one)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: (TO - FROM) / 86_400_000 }),
        fc.integer({ min: 0, max: 95 }),
        zone,
        (dayIndex, quarter, timeZone) => {
          const date = new Date(FROM + dayIndex * 86_400_000).toISOString().slice(0, 10);
          const minutes = quarter * 15;
          expect(instantOf({ date, minutes }, timeZone)?.getTime()).toBe(
            instantByDateFns(date, minutes, timeZone),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    // London's clocks go back at 02:00 BST to 01:00 GMT: 01:00 happens at 00:00 and 01:00 UTC.
    ['2029-10-28', 60, 'Europe/London', '2029-10-28T00:00:00.000Z'],
    // Chatham's go back at 03:45 (+13:45) to 02:45 (+12:45): the case fast-check once found.
    ['2029-04-01', 165, 'Pacific/Chatham', '2029-03-31T13:00:00.000Z'],
  ])(
    'when %s at minute %i in %s happens twice, then the instant is the first',
    (date, minutes, timeZone, first) => {
      expect(instantOf({ date, minutes }, timeZone)?.toISOString()).toBe(first);
      expect(instantByDateFns(date, minutes, timeZone)).toBe(Date.parse(first));
    },
  );
});
