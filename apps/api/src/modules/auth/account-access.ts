import type { AccountAccess } from '../users/account-access';
import { mailFamilyWelcome, mailInvitation, mailStaffRoleOffer } from './account-mail';
import { createPasswordToken } from './password-links';
import { endSessionsOf } from './sessions';

/** What the users module borrows of sign-in (routes.ts lends it). */
export const accountAccess: AccountAccess = {
  async invite(person, role, origin) {
    const token = await createPasswordToken(String(person._id), 'invitation');
    await mailInvitation(person, role, token, origin);
  },
  async offerRole(person, role, origin) {
    const token = await createPasswordToken(String(person._id), 'invitation');
    await mailStaffRoleOffer(person, role, token, origin);
  },
  async welcomeFamily(person, origin) {
    const token = await createPasswordToken(String(person._id), 'invitation');
    await mailFamilyWelcome(person, token, origin);
  },
  endSessionsOf,
};
