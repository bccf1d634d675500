import type { Credit, CreditReason } from '@tutoring/shared';
import { CreditSpendModel, MakeUpCreditModel } from './attendance.model';

const DAY_MS = 24 * 60 * 60_000;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** What a credit is granted for: one enrolment's student missing one session. */
export interface CreditGrant {
  session: string;
  batch: string;
  course: string;
  enrolment: { _id: unknown; family: unknown; student: { _id: unknown; name?: string | null } };
  reason: CreditReason;
  now: Date;
  /** The site's makeUpCreditDays. */
  days: number;
}

type StoredCredit = Record<string, unknown> & { _id: unknown; student: Record<string, unknown> };

export const toCredit = (stored: StoredCredit): Credit => ({
  _id: String(stored._id),
  enrolment: String(stored.enrolment),
  student: { _id: String(stored.student._id), name: String(stored.student.name ?? '') },
  course: String(stored.course),
  reason: stored.reason as CreditReason,
  session: String(stored.session),
  grantedAt: (stored.grantedAt as Date).toISOString(),
  expiresAt: (stored.expiresAt as Date).toISOString(),
  usedFor: stored.usedFor ? String(stored.usedFor) : null,
});

/**
 * The credit of that session and enrolment, granted now unless it was already: the unique
 * (session, enrolment) decides, so a save repeated or raced grants it once.
 */
export async function grantCredit(grant: CreditGrant): Promise<Credit> {
  const key = { session: grant.session, enrolment: grant.enrolment._id };
  try {
    const created = await MakeUpCreditModel.create({
      ...key,
      batch: grant.batch,
      course: grant.course,
      family: grant.enrolment.family,
      student: { _id: grant.enrolment.student._id, name: grant.enrolment.student.name ?? '' },
      reason: grant.reason,
      grantedAt: grant.now,
      expiresAt: new Date(grant.now.getTime() + grant.days * DAY_MS),
    });
    return toCredit(created.toObject() as unknown as StoredCredit);
  } catch (error) {
    if (!isDuplicate(error)) throw error;
  }
  const existing = await MakeUpCreditModel.findOne(key).lean();
  return toCredit(existing as unknown as StoredCredit);
}

/**
 * Takes back the credit an excuse gave, unless it was spent: the withdrawal claims the same
 * key a spend does, so a family spending it at that moment and staff withdrawing it cannot
 * both win. Credits of a cancel or a notice stay: the tutor's marks do not undo those.
 */
export async function withdrawExcusedCredit(session: string, enrolment: string, now: Date) {
  const credit = await MakeUpCreditModel.findOne({ session, enrolment, reason: 'excused' }).lean();
  if (!credit || credit.usedFor) return;
  try {
    await CreditSpendModel.create({ _id: String(credit._id), session: null, at: now });
  } catch (error) {
    if (isDuplicate(error)) return;
    throw error;
  }
  await MakeUpCreditModel.deleteOne({ _id: credit._id });
}
