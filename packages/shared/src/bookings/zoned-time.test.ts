import { describe, expect, it } from 'vitest';
import { addDays, dayKey, instantOf, instantsOfDay, wallTimeOf } from './zoned-time';

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => index * 30);

describe('zoned time', () => {
  it.each(['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'])(
    'when every half hour of every day of 2027 in %s is read the fast way, then it is the instant the zone lookup gives',
    (timeZone) => {
      for (let day = 0; day < 365; day += 1) {
        const date = addDays('2027-01-01', day);
        const fast = instantsOfDay(date, timeZone);
        for (const minutes of HALF_HOURS) {
          expect(fast(minutes)?.getTime(), `${date} ${minutes}`).toBe(
            instantOf({ date, minutes }, timeZone)?.getTime(),
          );
        }
      }
    },
  );

  it('when clocks go forward, then the skipped times have no instant, and the day’s others keep theirs', () => {
    expect(instantOf({ date: '2027-03-14', minutes: 150 }, 'America/New_York')).toBeUndefined();
    expect(instantOf({ date: '2027-03-14', minutes: 180 }, 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    expect(wallTimeOf(new Date('2027-03-14T07:00:00.000Z'), 'America/New_York')).toEqual({
      date: '2027-03-14',
      minutes: 180,
      weekday: 0,
    });
  });
});

describe('zoned time, the edges', () => {
  it('when clocks go back, then a time that happens twice is its first instant', () => {
    // 01:30 on 7 November 2027 in New York: first at EDT (UTC-4), then at EST (UTC-5).
    expect(instantOf({ date: '2027-11-07', minutes: 90 }, 'America/New_York')?.toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });

  it('when a day ends, then 24:00 is the next day’s midnight', () => {
    expect(instantOf({ date: '2027-03-15', minutes: 1440 }, 'Asia/Kolkata')?.toISOString()).toBe(
      '2027-03-15T18:30:00.000Z',
    );
  });

  it('when an instant is grouped by day in a zone, then it is that zone’s calendar day', () => {
    expect(dayKey('2027-03-15T20:00:00.000Z', 'Asia/Kolkata')).toBe('2027-03-16');
    expect(dayKey('2027-03-15T20:00:00.000Z', 'America/New_York')).toBe('2027-03-15');
  });
});
