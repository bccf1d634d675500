import type { Student } from '@tutoring/shared';
import type { Logger } from '../../lib/logger';

/** The guardian as the enrolment and waitlist forms give them. */
export interface Guardian {
  guardianName: string;
  email: string;
  mobile?: string | undefined;
  consent?: boolean | undefined;
}

/**
 * What enrolling borrows from the accounts (routes.ts lends it; enrolments never import
 * users): the guardian's family account, made or reused, and a student of that family.
 */
export interface EnrolmentLends {
  familyForGuardian: (
    guardian: Guardian,
    at: { now: Date; log?: Logger | undefined },
  ) => Promise<{ familyId: string; created: boolean }>;
  studentOfFamily: (
    familyId: string,
    which: { studentId: string } | { studentName: string },
  ) => Promise<Student>;
}

/** When offers are made and what their mails link from. */
export interface OfferContext {
  now: Date;
  origin: string;
  log?: Logger | undefined;
}
