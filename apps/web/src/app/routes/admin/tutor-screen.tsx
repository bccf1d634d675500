import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../../lib/auth-store';

/**
 * The signed-in tutor's team member, for their own screens. Every tutor is invited with one
 * (the API refuses a tutor without); the alert is for a session from before that.
 */
export function OwnTeamMember({ children }: { children: (memberId: string) => ReactNode }) {
  const memberId = useAuth().user?.teamMemberId;
  if (!memberId) {
    return <Alert>Your account is not tied to a team member. Ask an administrator.</Alert>;
  }
  return children(memberId);
}
