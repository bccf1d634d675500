import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { deliverOutbox, useMailServer } from '../../../../test/mail-server';
import { arrangeTutoring, MONDAY_NINE, MORNINGS, parent } from './booking-fixtures';

const mail = useMailServer();

/** The site's settings as an admin saves them, in another language. */
async function siteWritesIn(
  locale: string,
  { api, admin }: Awaited<ReturnType<typeof arrangeTutoring>>,
) {
  const { body } = await api.get('/api/settings/site');
  const saved = await api
    .put('/api/settings/site')
    .set('Authorization', admin)
    .send({ ...body.site, locale });
  expect(saved.status).toBe(200);
}

async function textTo(address: string, from: number): Promise<string> {
  await deliverOutbox(mail);
  const received = mail.received.slice(from).find((message) => message.to.includes(address));
  return (await simpleParser(received!.raw)).text ?? '';
}

describe('times in booking mail', () => {
  it('when an en-IN site books a parent in Kolkata, then the mail says "6:30 pm IST" and the institute\'s time by its zone\'s name, never an IANA name', async () => {
    const arranged = await arrangeTutoring(MORNINGS);
    await siteWritesIn('en-IN', arranged);
    const from = mail.received.length;

    const booked = await arranged.api
      .post('/api/bookings')
      .send(parent(arranged.courseId, arranged.tutorId, MONDAY_NINE));
    const text = await textTo('priya@example.com', from);

    expect(booked.status).toBe(201);
    // New York has no short name in en-IN: its long one, not "GMT-4".
    expect(text).toContain(
      'Monday, 15 March 2027 at 6:30 pm IST\n(at the institute: Monday, 15 March 2027 at 9:00 am Eastern Daylight Time)',
    );
    expect(text).not.toMatch(/Asia\/Kolkata|America\/New_York|GMT[+-]/);
  });

  it('when a parent in Dubai books an en-AE site, then the mail writes Gulf time as GST', async () => {
    const arranged = await arrangeTutoring(MORNINGS);
    await siteWritesIn('en-AE', arranged);
    const from = mail.received.length;

    await arranged.api.post('/api/bookings').send({
      ...parent(arranged.courseId, arranged.tutorId, MONDAY_NINE),
      timeZone: 'Asia/Dubai',
    });
    const text = await textTo('priya@example.com', from);

    expect(text).toContain('Monday, 15 March 2027 at 5:00 PM GST');
    expect(text).not.toContain('Asia/Dubai');
  });
});
