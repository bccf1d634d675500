import { trusted } from 'mongoose';
import { caseInsensitive, escapeRegExp, sameInAnyCase } from '../../lib/db/text-match';
import { OutboxModel } from './outbox.model';

/** A person, as their mails are found: their address, and the ids of their leads and bookings. */
export interface MailOwner {
  email: string;
  recordIds: string[];
}

/**
 * A field line of a staff notification queued before mails named their records: the
 * person's address as the whole value of its E-mail line, or as one item of its Parent line.
 */
const legacyFieldLine = (email: string) => {
  const address = escapeRegExp(email);
  return caseInsensitive(
    `(^|\\n)(E-mail: ${address}|Parent: [^\\n]*, ${address}(,[^\\n]*)?)(\\n|$)`,
  );
};

/**
 * Mails to a person or about them, never a mail about someone else: a mail about their own
 * lead or booking, or one addressed to them that is about no record (an account's mail). A
 * notification staff received about another person's lead is not the staff member's data.
 */
function ofPerson({ email, recordIds }: MailOwner) {
  const to = sameInAnyCase(email);
  return {
    $or: [
      { about: trusted({ $in: recordIds }) },
      { to, about: trusted({ $size: 0 }) },
      // Queued before mails named their records: recipient, or the notification's exact field.
      { about: trusted({ $exists: false }), to },
      { about: trusted({ $exists: false }), text: legacyFieldLine(email) },
    ],
  };
}

/** A person's mails, queued or sent, oldest first, as their data copy shows them. */
export const findMailsOfPerson = (owner: MailOwner) =>
  OutboxModel.find(ofPerson(owner)).sort({ createdAt: 1 }).lean();

/** Erases a person's mails, queued ones too (a reminder of their class is never sent). */
export async function eraseMailsOfPerson(owner: MailOwner): Promise<number> {
  return (await OutboxModel.deleteMany(ofPerson(owner))).deletedCount;
}

/**
 * Retention: mails about records let go (a reminder of a class long past too), and, once
 * nothing of theirs is kept, the sent or failed mails of a person. Mails being sent are left.
 */
export async function forgetMails({ about, of }: { about: string[]; of: MailOwner[] }) {
  let deleted = 0;
  if (about.length > 0) {
    const { deletedCount } = await OutboxModel.deleteMany({
      about: trusted({ $in: about }),
      status: trusted({ $ne: 'sending' }),
    });
    deleted += deletedCount;
  }
  for (const owner of of) {
    const { deletedCount } = await OutboxModel.deleteMany({
      ...ofPerson(owner),
      status: trusted({ $in: ['sent', 'failed'] }),
    });
    deleted += deletedCount;
  }
  return deleted;
}
