import type { Booking, NewBooking } from '@tutoring/shared';
import { Types } from 'mongoose';
import { storeLead, type LeadFields } from '../contact/contact.service';
import { newManageToken } from './manage-token';

/** What a booking taken for spam would have been, as the answer shows it. */
export type SpamBooking = Omit<Booking, '_id' | 'status' | 'createdAt'>;

/**
 * A booking whose form looks automated (the contact form's spam signals) holds no slot and
 * mails no one; its lead is kept with status spam, so a person wrongly caught is never lost.
 * It is answered exactly like a real booking (a link that opens nothing), so a bot learns
 * nothing from the answer.
 */
export async function answerSpamBooking(
  booking: SpamBooking,
  lead: LeadFields,
  when: string,
  now: Date,
): Promise<NewBooking> {
  await storeLead(
    lead,
    'spam',
    `Demo class asked for online (taken for spam, not booked): ${when}.`,
  );
  return {
    booking: {
      ...booking,
      _id: String(new Types.ObjectId()),
      status: 'booked',
      createdAt: now.toISOString(),
    },
    manageToken: newManageToken(),
  };
}
