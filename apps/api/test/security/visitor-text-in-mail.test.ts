import { describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../src/modules/site-settings/site-settings.store';
import {
  arrangeTutoring,
  MONDAY_NINE,
  MORNINGS,
  NOW,
  parent,
} from '../../src/modules/bookings/__tests__/booking-fixtures';
import { testClient } from '../http';
import { deliverOutbox, useMailServer } from '../mail-server';

const mail = useMailServer({ fresh: false });

/**
 * The mail relay: anyone may type a stranger's address into the public forms. What reaches
 * that address must carry none of the visitor's words, so the site cannot deliver their text.
 */
const VICTIM = 'victim@elsewhere.example';
const SPAM = {
  name: 'Cheap pills at pills.example',
  message: 'Visit https://pills.example for offers',
  course: 'Loans at loans.example',
};

/** The mails to VICTIM among those delivered since `from`, as one text with their headers. */
async function deliveredToVictim(from: number): Promise<string> {
  await deliverOutbox(mail, NOW);
  const mails = mail.received.slice(from).filter((received) => received.to.includes(VICTIM));
  expect(mails.length).toBeGreaterThan(0);
  return mails.map((received) => `${received.raw}\n${received.text}`).join('\n');
}

const expectNoneOfTheVisitorsWords = (text: string) => {
  for (const typed of ['pills', 'loans', 'Cheap', 'offers']) expect(text).not.toContain(typed);
};

describe('mail to an address a visitor typed', () => {
  it('when a visitor books a demo class for a stranger, then the mail gives the course and the time, and none of their words', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const from = mail.received.length;

    const res = await api.post('/api/bookings').send({
      ...parent(courseId, tutorId, MONDAY_NINE),
      name: SPAM.name,
      message: SPAM.message,
      email: VICTIM,
    });

    expect(res.status).toBe(201);
    const text = await deliveredToVictim(from);
    expect(text).toContain('IB Physics HL');
    expect(text).toContain('Monday, March 15, 2027');
    expectNoneOfTheVisitorsWords(text);
  });

  it("when a visitor sends the contact form for a stranger, then the acknowledgement holds only the institute's words", async () => {
    await siteSettingsStore.replace({
      name: 'Harbour Lights Academy',
      email: 'hello@harbour.example',
    });
    const from = mail.received.length;

    const res = await testClient()
      .post('/api/contact')
      .send({ ...SPAM, email: VICTIM });

    expect(res.status).toBe(201);
    const text = await deliveredToVictim(from);
    expect(text).toContain('Harbour Lights Academy');
    expectNoneOfTheVisitorsWords(text);
  });
});
