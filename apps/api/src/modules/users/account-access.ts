import type { Role } from '@tutoring/shared';

/** The person a set-password invitation goes to. */
export interface Invitee {
  _id: unknown;
  name: string;
  email: string;
}

/**
 * What managing accounts needs of sign-in (auth lends it in routes.ts, so the two modules
 * never import each other in a circle): the invitation with its set-password link, and
 * ending an account's sessions when its role or active flag changes.
 */
export interface AccountAccess {
  invite(person: Invitee, role: Role, origin: string): Promise<void>;
  /** A staff role offered to an existing account: the link that proves its e-mail. */
  offerRole(person: Invitee, role: Role, origin: string): Promise<void>;
  /** A family account made for an enrolment: the link that sets its first password. */
  welcomeFamily(person: Invitee, origin: string): Promise<void>;
  endSessionsOf(userId: string): Promise<void>;
}

/**
 * Where account mails link to, what sign-in lends to send them, and what ends with a tutor's
 * access (bookings lends it: their calendar feed).
 */
export interface AccountMailing {
  origin: string;
  access: AccountAccess;
  tutorAccessEnded?: (teamMemberId: string) => Promise<void>;
}
