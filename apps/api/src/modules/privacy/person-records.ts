import { trusted } from 'mongoose';
import { caseInsensitive, escapeRegExp } from '../../lib/db/text-match';
import { BookingModel } from '../bookings/booking.model';
import { ContactMessageModel } from '../contact/contact.model';
import { OutboxModel } from '../outbox/outbox.model';
import { UserModel } from '../users/user.model';

/**
 * Where a person's data is, found by their e-mail address (any letter case: the forms keep it
 * as typed): the one place the export and the erasure both read, so they always agree.
 */
export const sameEmail = (email: string) => caseInsensitive(`^${escapeRegExp(email)}$`);

/** Their leads, spam too, and the leads their bookings made (a booking's lead has its e-mail). */
export const leadsOf = (email: string) => ContactMessageModel.find({ email: sameEmail(email) });

export const bookingsOf = (email: string) => BookingModel.find({ email: sameEmail(email) });

/**
 * Mails to them, and mails about them (staff's notification of their lead names their
 * address in its text), queued or sent.
 */
export const mailsOf = (email: string) =>
  OutboxModel.find({
    $or: [{ to: sameEmail(email) }, { text: caseInsensitive(escapeRegExp(email)) }],
  });

/** Their account (e-mails of accounts are stored lower-case). */
export const accountOf = (email: string) => UserModel.findOne({ email: email.toLowerCase() });

/** The ids of some records, for a filter that names them. */
export const idsIn = (records: { _id: unknown }[]) =>
  trusted({ $in: records.map((record) => record._id) });
