import type { Logger } from '../../lib/logger';
import { firstNotice } from '../auth/lock-notice';
import { LOGIN_LOCK_MS, recentCodeFailures } from '../auth/login-throttle';
import { enqueueMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import type { PendingSignIn } from './mfa-challenge';

/** Wrong codes after a right password, within the lock's window, that alarm the owner. */
const ALARM_AFTER = 3;

/**
 * Mails the owner once per burst of wrong second-factor codes: a wrong code means the password
 * was right, so someone else may hold it. Further wrong codes within the window send nothing
 * more; a burst after the window is told again.
 */
export async function noticeCodeFailures(pending: PendingSignIn, log: Logger): Promise<void> {
  const { email } = pending;
  if ((await recentCodeFailures(email)) < ALARM_AFTER) return;
  const now = new Date();
  if (!(await firstNotice(`codes:${email}`, new Date(now.getTime() + LOGIN_LOCK_MS), now))) return;
  const institute = (await siteSettingsStore.get()).name || 'the institute';
  await enqueueMail({
    kind: 'security-alert',
    to: [email],
    subject: `Wrong sign-in codes for your ${institute} account`,
    text: [
      'Hello,',
      '',
      `Someone signed in to your ${institute} account with your password and then entered`,
      `wrong two-factor codes ${ALARM_AFTER} times or more in the last few minutes.`,
      '',
      'If it was you, there is nothing to do. If it was not, your password is known to someone',
      'else: change it now (Change password, when signed in). Your second factor kept them out.',
    ].join('\n'),
  });
  log.warn({ event: 'login.mfa-alarm-mailed', email }, 'owner mailed about wrong codes');
}
