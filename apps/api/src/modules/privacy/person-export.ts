import { toJson } from '../../lib/db/to-json';
import type { PersonExport, PersonQuery } from '@tutoring/shared';
import { findSessionRecordsOfFamily } from '../attendance/attendance-privacy';
import { findBookingsOfPerson } from '../bookings/booking-privacy';
import { findLeadsOfPerson } from '../contact/lead-privacy';
import { findMailsOfPerson } from '../outbox/person-mails';
import {
  findEnrolmentsOfFamily,
  findWaitlistEntriesOfPerson,
} from '../enrolments/enrolment-privacy';
import { findAccountOfPerson } from '../users/account-privacy';
import { mailOwnerOf } from './person-records';

/** Fields that are keys or machinery, never the person's data: a copy carries none of them. */
const SECRETS = ['manageTokenHash', 'clientKey', 'sealedSecret', 'claimedBy', 'claims', 'about'];

const withoutSecrets = (record: unknown) =>
  Object.fromEntries(
    Object.entries(toJson<Record<string, unknown>>(record)).filter(
      ([key]) => !SECRETS.includes(key),
    ),
  );

/** The family account's id: only a `user` account is a family. */
export const familyIdOf = (account: { id: string; role: string } | null) =>
  account?.role === 'user' ? account.id : undefined;

/** A family's attendance, make-up credits and make-ups (none for anyone else). */
async function sessionRecordsOf(familyId: string | undefined) {
  if (!familyId) return { attendance: [], credits: [], makeups: [] };
  const records = await findSessionRecordsOfFamily(familyId);
  return {
    attendance: records.attendance.map(withoutSecrets),
    credits: records.credits.map(withoutSecrets),
    makeups: records.makeups.map(withoutSecrets),
  };
}

/**
 * Everything stored about an e-mail address, as one JSON document for the person (their
 * right of access): their leads with status history, bookings, account, a family's attendance
 * and make-up credits, and the mails to
 * them or about their leads and bookings (never a mail about someone else).
 */
export async function personExport({ email }: PersonQuery): Promise<PersonExport> {
  const [leads, bookings, account, mails, waitlist] = await Promise.all([
    findLeadsOfPerson(email),
    findBookingsOfPerson(email),
    findAccountOfPerson(email),
    mailOwnerOf(email).then(findMailsOfPerson),
    findWaitlistEntriesOfPerson(email),
  ]);
  const enrolments = await findEnrolmentsOfFamily(familyIdOf(account));
  return {
    person: {
      email,
      leads: leads.map(withoutSecrets),
      bookings: bookings.map(withoutSecrets),
      account: account ? { ...account } : null,
      mails: mails.map(withoutSecrets),
      enrolments: enrolments.map(withoutSecrets),
      waitlist: waitlist.map(withoutSecrets),
      ...(await sessionRecordsOf(familyIdOf(account))),
    },
  };
}

/** personal_data_YYYY-MM-DD.json: the file name names no one. */
export const personExportFileName = (now: Date) =>
  `personal_data_${now.toISOString().slice(0, 10)}.json`;
