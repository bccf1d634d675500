import type { z } from 'zod';
import { STAFF_ROLES, type Erased, type eraseInputSchema } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AuditEntryModel } from '../audit/audit.model';
import { endSessionsOf } from '../auth/sessions';
import { BookingChangeModel, BookingModel } from '../bookings/booking.model';
import { releaseSlot } from '../bookings/slot-claims';
import { ContactMessageModel } from '../contact/contact.model';
import { OutboxModel } from '../outbox/outbox.model';
import { UserModel } from '../users/user.model';
import { accountOf, bookingsOf, idsIn, leadsOf, mailsOf, sameEmail } from './person-records';

/** What an erased account keeps: a name and an address that identify nobody. */
const anonymousAccount = (id: string) => ({
  name: 'Erased person',
  email: `erased-${id}@erased.invalid`,
  active: false,
  pendingRole: null,
  enrolledCourses: [],
  enrolledCoursesV2: [],
});

/**
 * Their bookings go; a booked one gives its slot back first (its queued reminder goes with
 * the mails). Nobody is mailed about it: the person asked for their data to go.
 */
async function eraseBookings(email: string): Promise<{ bookingIds: string[]; leadIds: string[] }> {
  const bookings = await bookingsOf(email).lean();
  for (const booking of bookings) {
    if (booking.status === 'booked') {
      await releaseSlot(String(booking.tutor._id), booking.start, booking._id);
    }
  }
  await BookingChangeModel.deleteMany({ bookingId: idsIn(bookings) });
  await BookingModel.deleteMany({ _id: idsIn(bookings) });
  return {
    bookingIds: bookings.map((booking) => String(booking._id)),
    leadIds: bookings.map((booking) => String(booking.leadId ?? '')).filter(Boolean),
  };
}

/**
 * Their account is deactivated and anonymised, its sessions ended, its enrolments gone; a
 * staff account is left as it is (staff are erased by an admin removing the account).
 */
async function eraseAccount(email: string): Promise<string[]> {
  const account = await accountOf(email).lean();
  if (!account || (STAFF_ROLES as readonly string[]).includes(account.role)) return [];
  const id = String(account._id);
  await UserModel.updateOne(
    { _id: account._id },
    { $set: anonymousAccount(id), $unset: { passwordHash: 1 } },
  );
  await endSessionsOf(id);
  return [id];
}

/**
 * The audit trail keeps that each change happened, but no before-image of the person's
 * records: their snapshots go (and with them 'Restore', which would bring the data back).
 */
async function cleanAuditTrail(email: string, entityIds: string[]): Promise<number> {
  const { modifiedCount } = await AuditEntryModel.updateMany(
    {
      $or: [
        { entityId: trusted({ $in: entityIds }) },
        { 'snapshot.before.email': sameEmail(email) },
      ],
      restorable: true,
    },
    { $unset: { snapshot: 1 }, $set: { restorable: false } },
  );
  return modifiedCount;
}

/**
 * Erases a person by e-mail (their right to erasure): their leads (spam too), bookings (a
 * booked slot is freed), queued and sent mails, account and enrolments, and the personal
 * fields of audit snapshots. Answers what went; safe to run again (the second run finds none).
 */
export async function erasePerson({ email }: z.output<typeof eraseInputSchema>): Promise<Erased> {
  const { bookingIds, leadIds: bookingLeadIds } = await eraseBookings(email);
  const leads = await leadsOf(email).select('_id').lean();
  const leadIds = [...new Set([...leads.map((lead) => String(lead._id)), ...bookingLeadIds])];
  const { deletedCount: leadCount } = await ContactMessageModel.deleteMany({
    _id: trusted({ $in: leadIds }),
  });
  const mails = await mailsOf(email).select('_id').lean();
  const { deletedCount: mailCount } = await OutboxModel.deleteMany({ _id: idsIn(mails) });
  const accountIds = await eraseAccount(email);
  const auditEntries = await cleanAuditTrail(email, [...leadIds, ...bookingIds, ...accountIds]);
  return {
    leads: leadCount,
    bookings: bookingIds.length,
    mails: mailCount,
    accounts: accountIds.length,
    auditEntries,
  };
}
