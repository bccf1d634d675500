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

/** What @date-fns/tz gives for a wall time: the instant, or undefined for a skipped one. */
function instantByDateFns(date: string, minutes: number, timeZone: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hours = Math.floor(minutes / 60);
  const zoned = new TZDate(year, month - 1, day, hours, minutes % 60, timeZone);
  if (zoned.getHours() !== hours || zoned.getMinutes() !== minutes % 60) return undefined;
  return zoned.getTime();
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
});
