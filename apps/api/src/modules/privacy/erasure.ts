import type { z } from 'zod';
import type { Erased, eraseInputSchema } from '@tutoring/shared';
import { eraseSessionRecordsOfFamily } from '../attendance/attendance-privacy';
import { forgetAddressInTrail, forgetSnapshots } from '../audit/forget-snapshots';
import { endSessionsOf } from '../auth/sessions';
import { eraseBookingsOfPerson } from '../bookings/booking-privacy';
import { eraseLeads, findLeadsOfPerson } from '../contact/lead-privacy';
import { eraseMailsOfPerson } from '../outbox/person-mails';
import { eraseEnrolmentsOfPerson } from '../enrolments/enrolment-privacy';
import { anonymiseAccountOf, findAccountOfPerson } from '../users/account-privacy';
import { familyIdOf } from './person-export';
import { mailOwnerOf } from './person-records';

/** Their account is anonymised and its sessions ended; a staff account is left as it is. */
async function eraseAccount(email: string): Promise<string[]> {
  const id = await anonymiseAccountOf(email);
  if (!id) return [];
  await endSessionsOf(id);
  return [id];
}

/**
 * Erases a person by e-mail (their right to erasure): their leads (spam too), bookings (a
 * booked slot is freed), the mails to them and about their leads and bookings (the tutor's
 * and queued reminders too), account, a family's enrolments, waitlist places, attendance and
 * make-up credits, and the personal fields of audit snapshots. Answers what went; safe to run again (the second run finds none).
 */
export async function erasePerson(
  { email }: z.output<typeof eraseInputSchema>,
  /** The time, and the origin of the offer mails that seats given back lead to. */
  context: { now: Date; origin: string } = { now: new Date(), origin: '' },
): Promise<Erased> {
  // The mails are found while the records they name still exist.
  const owner = await mailOwnerOf(email);
  const familyId = familyIdOf(await findAccountOfPerson(email));
  const classes = await eraseEnrolmentsOfPerson(email, familyId, context);
  const { bookingIds, leadIds: bookingLeadIds } = await eraseBookingsOfPerson(email);
  const leads = await findLeadsOfPerson(email);
  const leadIds = [...new Set([...leads.map((lead) => String(lead._id)), ...bookingLeadIds])];
  const leadCount = await eraseLeads(leadIds);
  const mailCount = await eraseMailsOfPerson({
    email,
    recordIds: [...new Set([...owner.recordIds, ...leadIds])],
  });
  const sessionRecords = familyId
    ? await eraseSessionRecordsOfFamily(familyId)
    : { attendance: 0, credits: 0 };
  const accountIds = await eraseAccount(email);
  const snapshots = await forgetSnapshots({
    entityIds: [...leadIds, ...bookingIds, ...accountIds],
    email,
  });
  const auditEntries = snapshots + (await forgetAddressInTrail(email));
  return {
    leads: leadCount,
    bookings: bookingIds.length,
    mails: mailCount,
    accounts: accountIds.length,
    attendance: sessionRecords.attendance,
    credits: sessionRecords.credits,
    auditEntries,
    ...classes,
  };
}
