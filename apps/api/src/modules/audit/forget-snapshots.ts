import { trusted } from 'mongoose';
import { sameInAnyCase } from '../../lib/db/text-match';
import { AuditEntryModel } from './audit.model';

/**
 * The trail keeps that each change happened, but no before-image of a person's records:
 * the snapshots of the given records (and, given an address, of any record that held it) go,
 * and with them 'Restore', which would bring the data back. Answers how many entries changed.
 */
export async function forgetSnapshots({
  entityIds,
  email,
}: {
  entityIds: string[];
  email?: string;
}): Promise<number> {
  const ofRecords = { entityId: trusted({ $in: entityIds }) };
  const { modifiedCount } = await AuditEntryModel.updateMany(
    {
      ...(email
        ? { $or: [ofRecords, { 'snapshot.before.email': sameInAnyCase(email) }] }
        : ofRecords),
      restorable: true,
    },
    { $unset: { snapshot: 1 }, $set: { restorable: false } },
  );
  return modifiedCount;
}

/**
 * The trail's entries that name a person by address (the copies of their data given out) keep
 * that it happened, no longer whose. Answers how many entries changed.
 */
export async function forgetAddressInTrail(email: string): Promise<number> {
  const { modifiedCount } = await AuditEntryModel.updateMany(
    { entity: 'person', entityId: sameInAnyCase(email) },
    { $set: { entityId: '' } },
  );
  return modifiedCount;
}
