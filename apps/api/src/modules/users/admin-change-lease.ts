import { model, Schema, trusted } from 'mongoose';
import { AppError } from '../../lib/errors';

/**
 * The one lease under which an active admin is demoted or deactivated. Its _id is fixed, so
 * of two changes at once exactly one insert succeeds (E11000 for the other): the one atomic
 * decision FerretDB and MongoDB make alike, with no transactions. Whoever holds it counts the
 * other admins and writes knowing that nobody else is taking an admin away meanwhile.
 */
const adminChangeLeaseSchema = new Schema(
  { _id: String, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);

const AdminChangeLeaseModel = model('AdminChangeLease', adminChangeLeaseSchema);

const LEASE_ID = 'admins';
/** Longer than any count and write take; a lease left by a crashed process is taken over. */
const LEASE_MS = 30_000;

const BUSY =
  'Another change to the admins is being saved at this moment. Reload the list and try again.';

async function claimLease(expiresAt: Date): Promise<boolean> {
  try {
    await AdminChangeLeaseModel.create({ _id: LEASE_ID, expiresAt });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * Runs `change` (which may take an admin away) while holding the lease; a second change at
 * the same moment is refused with 409 rather than waited for, so the admin sees the outcome.
 */
export async function whileNoOtherAdminChange<T>(change: () => Promise<T>): Promise<T> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LEASE_MS);
  if (!(await claimLease(expiresAt))) {
    // Only a lease whose holder died is removed; a live one is left alone.
    await AdminChangeLeaseModel.deleteOne({ _id: LEASE_ID, expiresAt: trusted({ $lte: now }) });
    if (!(await claimLease(expiresAt))) throw new AppError('CONFLICT', BUSY);
  }
  try {
    return await change();
  } finally {
    // Our own lease only: one taken over after ours ran out belongs to someone else.
    await AdminChangeLeaseModel.deleteOne({ _id: LEASE_ID, expiresAt });
  }
}
