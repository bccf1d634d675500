import type { Booking, LeadFields, NewBooking } from '@tutoring/shared';
import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { takeLead } from '../contact/lead-intake';
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
  { now, logger }: { now: Date; logger: Logger },
): Promise<NewBooking> {
  const notes = `Demo class asked for online (taken for spam, not booked): ${when}.`;
  const origin = { consent: booking.consent, source: booking.source };
  await takeLead({ fields: lead, status: 'spam', notes, origin }, logger);
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
