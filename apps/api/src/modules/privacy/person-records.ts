import { findBookingsOfPerson } from '../bookings/booking-privacy';
import { findLeadsOfPerson } from '../contact/lead-privacy';
import type { MailOwner } from '../outbox/person-mails';

/**
 * A person as their mails are found: their address, and the ids of their leads and bookings,
 * which the mails about them name. The one place the export and the erasure both ask.
 */
export async function mailOwnerOf(
  email: string,
  extraRecordIds: string[] = [],
): Promise<MailOwner> {
  const [leads, bookings] = await Promise.all([
    findLeadsOfPerson(email),
    findBookingsOfPerson(email),
  ]);
  const recordIds = [...leads, ...bookings].map((record) => String(record._id));
  return { email, recordIds: [...new Set([...recordIds, ...extraRecordIds])] };
}
