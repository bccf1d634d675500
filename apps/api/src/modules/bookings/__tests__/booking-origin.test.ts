import { describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { ContactMessageModel } from '../../contact/contact.model';
import { BookingModel } from '../booking.model';
import { arrangeTutoring, counts, MONDAY_NINE, MORNINGS, parent } from './booking-fixtures';

const SOURCE = {
  landingPage: '/coursesv2',
  referrer: 'https://www.google.com/search?q=tutor',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'ib-physics',
};

describe('consent and source of a booking', () => {
  it('when a parent books with consent and a source, then the booking and its lead keep both', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const booking = { ...parent(courseId, tutorId, MONDAY_NINE), consent: true, source: SOURCE };

    const res = await api.post('/api/bookings').send(booking);

    expect(res.status).toBe(201);
    const stored = await BookingModel.findById(res.body.booking._id).lean();
    const lead = await ContactMessageModel.findById(stored?.leadId).lean();
    const source = { ...SOURCE, referrer: 'https://www.google.com' };
    for (const kept of [stored, lead]) {
      expect(kept?.source).toEqual(source);
      expect(kept?.consent).toMatchObject({ given: true, noticeVersion: '1' });
    }
  });

  it('when the site requires consent and the booking has none, then 400 naming consent and no slot is taken', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const site = await siteSettingsStore.get();
    await siteSettingsStore.replace({ ...site, consentRequired: true });
    const before = await counts();

    const res = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'consent', message: expect.any(String) }]);
    expect(await counts()).toEqual(before);
  });
});
