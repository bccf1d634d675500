import type { Role } from '@tutoring/shared';

/** How each role reads in the Staff screen, with what it may do. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin (everything)',
  editor: 'Editor (content only)',
  user: 'Student',
  tutor: 'Tutor (own classes)',
};
