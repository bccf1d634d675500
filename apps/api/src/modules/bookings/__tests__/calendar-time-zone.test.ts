import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { BookingModel } from '../booking.model';
import { arrangeTutoring, MORNINGS } from './booking-fixtures';

/**
 * The calendar's `from`/`to` are days on the institute's clock, as the lead filters
 * are: in Kolkata (UTC+5:30) a class at 00:30 on 16 March is 19:00 UTC on the 15th.
 */
const AFTER_MIDNIGHT = new Date('2027-03-15T19:00:00.000Z');
const BEFORE_MIDNIGHT = new Date('2027-03-15T18:00:00.000Z'); // 23:30 on the 15th in Kolkata

let arranged: Awaited<ReturnType<typeof arrangeTutoring>>;

beforeAll(async () => {
  arranged = await arrangeTutoring(MORNINGS);
  await BookingModel.deleteMany({});
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy', timeZone: 'Asia/Kolkata' });
  const stored = (name: string, start: Date) => ({
    course: { _id: new Types.ObjectId(arranged.courseId), title: 'IB Physics HL' },
    tutor: { _id: new Types.ObjectId(arranged.tutorId), name: 'Ada Tutor' },
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    name,
    email: 'priya@example.com',
    timeZone: 'Asia/Kolkata',
    instituteTimeZone: 'Asia/Kolkata',
  });
  await BookingModel.create([
    stored('Late on the 15th', BEFORE_MIDNIGHT),
    stored('Early on the 16th', AFTER_MIDNIGHT),
  ]);
});

const namesOn = async (from: string, to = from) => {
  const res = await arranged.api
    .get('/api/bookings')
    .query({ from, to })
    .set('Authorization', arranged.admin);
  expect(res.status).toBe(200);
  return res.body.bookings.map((booking: { name: string }) => booking.name);
};

describe('GET /api/bookings in the institute time zone', () => {
  it('when staff ask for 16 March, then the class at 00:30 Kolkata time is there', async () => {
    expect(await namesOn('2027-03-16')).toEqual(['Early on the 16th']);
  });

  it('when staff ask for 15 March, then the class at 23:30 is there and the one after midnight is not', async () => {
    expect(await namesOn('2027-03-15')).toEqual(['Late on the 15th']);
  });

  it('when staff ask for both days, then both classes come in order', async () => {
    expect(await namesOn('2027-03-15', '2027-03-16')).toEqual([
      'Late on the 15th',
      'Early on the 16th',
    ]);
  });
});
