import { createResetLink, listAdmins, unlockAccount } from '../modules/auth/admin-recovery';
import { resetTwoFactor } from '../modules/two-factor/admin-reset';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: npm run admin -- <command>
  reset-link <email>   print a one-time link (valid 30 minutes) that sets the account's password
  unlock <email>       forget the account's failed sign-ins and reactivate it
  list-admins          list the admin accounts and whether each can sign in
  reset-2fa <email>    remove the account's second factor (lost phone) and end its sessions`;

function emailArgument(args: string[]): string {
  const email = args[1];
  if (!email || args.length > 2) throw new UsageError(`${args[0]} takes one e-mail address.`);
  return email;
}

runCommand(USAGE, async (args, env) => {
  switch (args[0]) {
    case 'reset-link': {
      // Without PUBLIC_ORIGIN the link points at `npm start`'s own address on this machine.
      const origin = env.publicOrigin ?? `http://localhost:${env.port}`;
      const link = await createResetLink(emailArgument(args), origin);
      console.log(link.url);
      if (!link.active) console.error('This account is deactivated: run unlock as well.');
      return;
    }
    case 'unlock': {
      const result = await unlockAccount(emailArgument(args));
      const what = [
        result.wasLocked ? 'its sign-in lock was lifted' : 'it was not locked',
        result.wasDeactivated ? 'it was reactivated' : 'it was active',
      ];
      console.log(`${result.email}: ${what.join('; ')}.`);
      return;
    }
    case 'list-admins': {
      const admins = await listAdmins();
      if (admins.length === 0) console.log('No admin account exists.');
      for (const admin of admins) {
        const state = [
          admin.active ? 'active' : 'deactivated',
          admin.invitationPending ? 'no password set yet' : '',
          admin.lockedForSeconds > 0 ? `locked for ${admin.lockedForSeconds} s` : '',
        ].filter(Boolean);
        console.log(`${admin.email}\t${admin.name}\t${state.join(', ')}`);
      }
      return;
    }
    case 'reset-2fa': {
      const result = await resetTwoFactor(emailArgument(args));
      const what = result.hadOne
        ? 'its second factor was removed and its sessions ended; it signs in with the password'
        : 'it had no second factor';
      console.log(`${result.email}: ${what}.`);
      return;
    }
    default:
      throw new UsageError(args[0] ? `Unknown command: ${args[0]}` : 'No command given.');
  }
});
