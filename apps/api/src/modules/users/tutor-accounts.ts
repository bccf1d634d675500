import { trusted } from 'mongoose';
import { UserModel } from './user.model';

/**
 * Whether a team member has an active tutor account: what their private calendar feed (the
 * parents' names and contacts) needs, made and read alike. A deactivated account, or one
 * given another role, has none.
 */
export async function hasActiveTutorAccount(teamMemberId: string): Promise<boolean> {
  const found = await UserModel.exists({
    teamMemberId,
    role: 'tutor',
    active: trusted({ $ne: false }),
  });
  return Boolean(found);
}
