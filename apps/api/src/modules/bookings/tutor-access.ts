import { isAdminRole } from '@tutoring/shared';
import type { Request } from 'express';
import { AppError } from '../../lib/errors';

const NOT_YOURS = 'Tutors may only see and change their own bookings, hours and calendar.';

/**
 * On a route open to tutors (access `tutor`): admins act for any team member, a tutor only
 * for their own; anyone else's is 403, before anything is read.
 */
export function mayActForTeamMember(req: Request, memberId: string): void {
  if (isAdminRole(req.auth?.role)) return;
  if (req.auth?.teamMemberId && req.auth.teamMemberId === memberId) return;
  throw new AppError('FORBIDDEN', NOT_YOURS);
}

/** The one tutor a request may see the bookings of: its own for a tutor, any (or all) for an admin. */
export function tutorScopeOf(req: Request): string | undefined {
  if (isAdminRole(req.auth?.role)) return undefined;
  if (!req.auth?.teamMemberId) throw new AppError('FORBIDDEN', NOT_YOURS);
  return req.auth.teamMemberId;
}
