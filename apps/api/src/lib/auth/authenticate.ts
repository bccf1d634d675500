import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isAdminRole, isStaffRole, isTutorRole, type Role } from '@tutoring/shared';
import { AppError } from '../errors';
import { verifyToken, type TokenClaims } from './tokens';

/** Who is calling: the token's session, still open, of an account that is still active. */
export interface RequestAuth {
  userId: string;
  sessionId: string;
  /** Read from the account on this request, never from the token (as the e-mail). */
  role: Role;
  /** The account's e-mail now: what the audit trail names the actor by. */
  email: string;
  /** A tutor's team member: what is theirs (bookings, hours, calendar feed). */
  teamMemberId?: string | undefined;
  /**
   * An admin without a second factor while the site requires one: the session may only enrol
   * (routes marked `duringEnrolment`); everywhere else it counts as no sign-in at all.
   */
  secondFactorDue?: boolean;
}

/** Looks a token's session up: undefined when it ended or its account is deactivated. */
export type SessionLookup = (claims: TokenClaims) => Promise<RequestAuth | undefined>;

declare module 'express-serve-static-core' {
  interface Request {
    auth?: RequestAuth;
    /** The caller, when their session may only enrol a second factor (`secondFactorDue`). */
    enrolmentOnly?: RequestAuth;
  }
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Reads the bearer token when there is one, and looks its session and account up, so a
 * logout, a password change, a role change or a deactivation counts from the next request.
 * Public routes stay public with a bad token (they only show more to staff); the guards
 * below turn a missing caller into 401/403.
 */
export function readAuth(secret: string, lookUp: SessionLookup): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const claims = token ? verifyToken(secret, token) : undefined;
    if (!claims) {
      req.auth = undefined;
      return next();
    }
    lookUp(claims).then((auth) => {
      req.auth = auth?.secondFactorDue ? undefined : auth;
      req.enrolmentOnly = auth?.secondFactorDue ? auth : undefined;
      next();
    }, next);
  };
}

const signInFirst = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');
const enrolFirst = () =>
  new AppError(
    'FORBIDDEN',
    'This site requires administrators to use two-factor sign-in. Set it up under Security first.',
  );

/** On a route open during enrolment, the enrolling admin counts as signed in. */
export const allowEnrolment: RequestHandler = (req, _res, next) => {
  if (!req.auth && req.enrolmentOnly) req.auth = req.enrolmentOnly;
  next();
};

function requireRole(allows: (role: Role) => boolean, refusal: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) return next(req.enrolmentOnly ? enrolFirst() : signInFirst());
    if (!allows(req.auth.role)) return next(new AppError('FORBIDDEN', refusal));
    next();
  };
}

export const requireUser = requireRole(() => true, '');

/** A family's own: only a family account (role `user`); staff accounts hold no students. */
export const requireFamily = requireRole(
  (role) => role === 'user',
  'Only a family account may do this.',
);

/** Content: admins and editors. */
export const requireStaff = requireRole(isStaffRole, 'Staff access is required.');

/** Leads, staff, settings, the activity log and the outbox: admins only. */
export const requireAdmin = requireRole(isAdminRole, 'Administrator access is required.');

/** Staff see what visitors don't: draft courses, say. */
/** Admins, and tutors (each route then checks the thing is the tutor's own: tutor-access.ts). */
export const requireTutorOrAdmin = requireRole(
  (role) => isAdminRole(role) || isTutorRole(role),
  'Administrator or tutor access is required.',
);

export function isStaffRequest(req: Request): boolean {
  return isStaffRole(req.auth?.role);
}

export function isAdminRequest(req: Request): boolean {
  return isAdminRole(req.auth?.role);
}
