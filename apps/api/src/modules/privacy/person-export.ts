import { toJson } from '../../lib/db/to-json';
import type { PersonExport, PersonQuery } from '@tutoring/shared';
import { toAccount } from '../users/user.model';
import { accountOf, bookingsOf, leadsOf, mailsOf } from './person-records';

/** Fields that are keys or machinery, never the person's data: a copy carries none of them. */
const SECRETS = ['manageTokenHash', 'clientKey', 'sealedSecret', 'claimedBy', 'claims'];

const withoutSecrets = (record: unknown) =>
  Object.fromEntries(
    Object.entries(toJson<Record<string, unknown>>(record)).filter(
      ([key]) => !SECRETS.includes(key),
    ),
  );

/**
 * Everything stored about an e-mail address, as one JSON document for the person (their
 * right of access): their leads with status history, bookings, account and mails.
 */
export async function personExport({ email }: PersonQuery): Promise<PersonExport> {
  const [leads, bookings, account, mails] = await Promise.all([
    leadsOf(email).sort({ createdAt: 1 }).lean(),
    bookingsOf(email).sort({ createdAt: 1 }).lean(),
    accountOf(email).lean(),
    mailsOf(email).sort({ createdAt: 1 }).lean(),
  ]);
  return {
    person: {
      email,
      leads: leads.map(withoutSecrets),
      bookings: bookings.map(withoutSecrets),
      account: account ? { ...toAccount(account) } : null,
      mails: mails.map(withoutSecrets),
    },
  };
}

/** personal_data_YYYY-MM-DD.json: the file name names no one. */
export const personExportFileName = (now: Date) =>
  `personal_data_${now.toISOString().slice(0, 10)}.json`;
