import { trusted } from 'mongoose';
import {
  AttendanceModel,
  CreditSpendModel,
  MakeUpCreditModel,
  MakeupModel,
} from './attendance.model';

/** A family's attendance records, make-up credits and make-ups: their copy of their data. */
export async function findSessionRecordsOfFamily(familyId: string) {
  const [attendance, credits, makeups] = await Promise.all([
    AttendanceModel.find({ family: familyId }).sort({ createdAt: 1 }).lean(),
    MakeUpCreditModel.find({ family: familyId }).sort({ grantedAt: 1 }).lean(),
    MakeupModel.find({ family: familyId }).sort({ bookedAt: 1 }).lean(),
  ]);
  return { attendance, credits, makeups };
}

/**
 * Erases a family's attendance, credits (with the keys that spent them) and make-ups, whose
 * seats free up. Answers how many records of attendance and credits went.
 */
export async function eraseSessionRecordsOfFamily(familyId: string) {
  const credits = await MakeUpCreditModel.find({ family: familyId }).select('_id').lean();
  const creditIds = credits.map((credit) => String(credit._id));
  const [attendance] = await Promise.all([
    AttendanceModel.deleteMany({ family: familyId }),
    MakeupModel.deleteMany({ family: familyId }),
    CreditSpendModel.deleteMany({ _id: trusted({ $in: creditIds }) }),
    MakeUpCreditModel.deleteMany({ family: familyId }),
  ]);
  return { attendance: attendance.deletedCount, credits: creditIds.length };
}
