import { model, Schema } from 'mongoose';
import type { RetentionRun } from '@tutoring/shared';
import type { Logger } from '../../lib/logger';
import { recordAuditEntry } from '../audit/audit.service';
import { applyRetention } from './retention';

/**
 * One day's retention run: its _id is the UTC day, so of any number of API instances whose
 * chores tick that day exactly one insert succeeds (E11000 for the rest) and runs it. A
 * unique key is the one atomic decision FerretDB and MongoDB make alike.
 */
const retentionClaimSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
export const RetentionClaimModel = model('RetentionClaim', retentionClaimSchema);

/** Who ran it: the admin who pressed 'Run now', or the daily job. */
export interface RetentionActor {
  actorId: string;
  actorEmail: string;
}
const DAILY_JOB: RetentionActor = { actorId: 'system', actorEmail: '' };

/** A run, recorded in the Activity log with its counts. */
export async function runRetention(now: Date, actor: RetentionActor): Promise<RetentionRun> {
  const outcome = await applyRetention(now);
  await recordAuditEntry({
    ...actor,
    action: 'retention-run',
    entity: 'retention',
    entityId: '',
    changedFields: [
      `deleted: ${outcome.deleted}`,
      `anonymised: ${outcome.anonymised}`,
      `mails deleted: ${outcome.mailsDeleted}`,
      `bookings anonymised: ${outcome.bookingsAnonymised}`,
    ],
    at: now,
  });
  // The answer is CONTRACT.md's { deleted, anonymised } (leads); the log has the rest.
  return { deleted: outcome.deleted, anonymised: outcome.anonymised };
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether this instance won today's run; false when another instance already has it. */
async function claimDay(now: Date): Promise<boolean> {
  try {
    await RetentionClaimModel.create({ _id: dayOf(now), at: now });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * The daily run, from the chores' timer (every instance calls it; one runs it). A run that
 * fails gives its claim back, so the next tick of any instance tries again.
 */
export async function dailyRetention(now: Date, log: Logger): Promise<void> {
  let claimed = false;
  try {
    claimed = await claimDay(now);
    if (!claimed) return;
    const run = await runRetention(now, DAILY_JOB);
    log.info(run, 'retention: daily run');
  } catch (error) {
    log.error({ err: error }, 'retention: daily run failed');
    if (claimed) await RetentionClaimModel.deleteOne({ _id: dayOf(now) }).catch(() => undefined);
  }
}
