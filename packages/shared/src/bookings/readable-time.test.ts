import { describe, expect, it } from 'vitest';
import { readableTime } from './readable-time';

/** 13:00 UTC on a Monday in March and a Thursday in July: either side of Europe's clock change. */
const MARCH = new Date('2027-03-15T13:00:00.000Z');
const JULY = new Date('2027-07-15T13:00:00.000Z');

describe('a time written for people', () => {
  it.each([
    ['Asia/Kolkata', 'en-IN', MARCH, 'Monday, 15 March 2027 at 6:30 pm IST'],
    ['Asia/Dubai', 'en-AE', MARCH, 'Monday, 15 March 2027 at 5:00 PM GST'],
    ['America/New_York', 'en-US', MARCH, 'Monday, March 15, 2027 at 9:00 AM EDT'],
    ['Europe/London', 'en-GB', MARCH, 'Monday, 15 March 2027 at 13:00 GMT'],
    ['Europe/London', 'en-GB', JULY, 'Thursday, 15 July 2027 at 14:00 BST'],
  ])(
    'when it is in %s for an %s site, then the language writes the day and the clock, and the zone its short name',
    (timeZone, locale, instant, expected) => {
      expect(readableTime(instant, timeZone, locale)).toBe(expected);
    },
  );

  it.each([
    ['Asia/Kolkata', 'en-US', MARCH, 'Monday, March 15, 2027 at 6:30 PM India Standard Time'],
    ['Asia/Dubai', 'en-US', MARCH, 'Monday, March 15, 2027 at 5:00 PM Gulf Standard Time'],
    ['Europe/London', 'en-US', MARCH, 'Monday, March 15, 2027 at 1:00 PM GMT'],
    ['Europe/London', 'en-US', JULY, 'Thursday, July 15, 2027 at 2:00 PM British Summer Time'],
  ])(
    'when the language has no short name for %s (%s), then the zone goes by its long name, never an offset',
    (timeZone, locale, instant, expected) => {
      expect(readableTime(instant, timeZone, locale)).toBe(expected);
    },
  );

  it('when the zone has no name at all, then its offset is written', () => {
    expect(readableTime(MARCH, 'Etc/GMT-3', 'en-US')).toBe(
      'Monday, March 15, 2027 at 4:00 PM GMT+3',
    );
  });

  it('when the stored language is not one the runtime knows, then the default (en-US) writes it', () => {
    expect(readableTime(MARCH, 'America/New_York', 'not a language')).toBe(
      'Monday, March 15, 2027 at 9:00 AM EDT',
    );
  });
});
