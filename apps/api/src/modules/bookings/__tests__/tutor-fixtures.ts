import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { CoursePlace, SiteSettingsInput } from '@tutoring/shared';
import { deliverOutbox, type startMailServer } from '../../../../test/mail-server';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';
import { arrangeTutoring, MORNINGS, TIME_ZONE } from './booking-fixtures';

export const INSTITUTE_ADDRESS = '1 Quay Street, Bristol';

let counter = 0;

/**
 * arrangeTutoring, and the tutor has an e-mail (and a meeting room), the course a place, the
 * institute an address and the settings given.
 */
export async function arrangeTutorInTheLoop({
  place,
  settings = {},
  tutorEmail = true,
}: {
  place?: Partial<CoursePlace>;
  settings?: Partial<SiteSettingsInput>;
  tutorEmail?: boolean;
} = {}) {
  counter += 1;
  const arranged = await arrangeTutoring(MORNINGS);
  const email = `tutor${counter}@harbour.example`;
  await siteSettingsStore.replace({
    name: 'Harbour Lights Academy',
    email: 'hello@harbour.example',
    timeZone: TIME_ZONE,
    address: INSTITUTE_ADDRESS,
    ...settings,
  });
  await TeamMemberModel.updateOne(
    { _id: arranged.tutorId },
    { $set: { email: tutorEmail ? email : '', meetingLink: 'https://meet.example/tutor-room' } },
  );
  if (place) {
    await CourseV2Model.updateOne(
      { _id: arranged.courseId },
      { $set: { place: { kind: 'in-person', link: '', address: '', ...place } } },
    );
  }
  return { ...arranged, tutorEmail: email };
}

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** The mails delivered since `from` (what is due `now`), parsed as a mail program would. */
export async function deliveredSince(mail: MailServer, from: number, now?: Date) {
  await deliverOutbox(mail, now);
  return Promise.all(
    mail.received.slice(from).map(async (received) => ({
      to: received.to,
      parsed: await simpleParser(received.raw),
    })),
  );
}

export type Delivered = Awaited<ReturnType<typeof deliveredSince>>;

/** The one event of the invitation a mail carries, read back with a calendar parser. */
export function invitationIn(parsed: Delivered[number]['parsed']) {
  const file = parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
  if (!file) throw new Error('no invite.ics attached');
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

/** The mails to one address among those delivered. */
export const mailsTo = (delivered: Delivered, address: string) =>
  delivered.filter((message) => message.to.includes(address));
