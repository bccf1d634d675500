import { enqueueMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { passwordLinkUrl } from './password-links';

interface Recipient {
  name: string;
  email: string;
}

/** What one account mail says around its password link. */
interface LinkMail {
  kind: 'invitation' | 'password-reset';
  subject: string;
  /** The lines before the link (after the greeting), and after it. */
  before: string[];
  after: string[];
}

/**
 * Queues a mail whose one link sets a password. The token travels as the outbox's sealed
 * `secret`, so the stored text never holds a usable link.
 */
async function mailPasswordLink(
  person: Recipient,
  token: string,
  origin: string,
  write: (institute: string) => LinkMail,
): Promise<void> {
  const institute = (await siteSettingsStore.get()).name || 'the institute';
  const { kind, subject, before, after } = write(institute);
  await enqueueMail({
    kind,
    to: [person.email],
    secret: token,
    subject,
    text: [
      `Dear ${person.name},`,
      '',
      ...before,
      passwordLinkUrl(origin, token),
      '',
      ...after,
    ].join('\n'),
  });
}

/** The invitation an admin's 'Add person' sends: a link to set a first password. */
export function mailInvitation(
  person: Recipient,
  role: string,
  token: string,
  origin: string,
): Promise<void> {
  return mailPasswordLink(person, token, origin, (institute) => ({
    kind: 'invitation',
    subject: `You have been invited to ${institute}`,
    before: [
      `You have been given a ${role} account on the ${institute} website.`,
      'Set your password here (the link works once, for 7 days):',
    ],
    after: [`Then sign in with this e-mail address: ${person.email}`],
  }));
}

/**
 * A family account made for a guardian's enrolment: it has no password, so the mail links to
 * set one; until then the enrolment stands and the account simply cannot be signed in to.
 */
export function mailFamilyWelcome(person: Recipient, token: string, origin: string): Promise<void> {
  return mailPasswordLink(person, token, origin, (institute) => ({
    kind: 'invitation',
    subject: `Your family account at ${institute}`,
    before: [
      `We made a family account for you on the ${institute} website with your enrolment.`,
      "There you see your children's classes, next sessions and attendance.",
      'Set your password here (the link works once, for 7 days):',
    ],
    after: [
      `Then sign in with this e-mail address: ${person.email}`,
      'If the link has expired, use "Forgot password?" on the sign-in page.',
    ],
  }));
}

/** 'Forgot password?': a link valid 30 minutes; nothing changes unless it is used. */
export function mailPasswordReset(person: Recipient, token: string, origin: string): Promise<void> {
  return mailPasswordLink(person, token, origin, (institute) => ({
    kind: 'password-reset',
    subject: `Reset your ${institute} password`,
    before: [
      'Someone asked to reset the password of your account. If it was you, set a new one here',
      '(the link works once, for 30 minutes):',
    ],
    after: ['If it was not you, ignore this mail: your password stays as it is.'],
  }));
}

/**
 * An existing account offered a staff role: the role is theirs once they set a password from
 * this link, which proves the address is theirs (docs/API.md, "Staff").
 */
export function mailStaffRoleOffer(
  person: Recipient,
  role: string,
  token: string,
  origin: string,
): Promise<void> {
  return mailPasswordLink(person, token, origin, (institute) => ({
    kind: 'invitation',
    subject: `You have been made ${role} at ${institute}`,
    before: [
      `An administrator gave your ${institute} account the role ${role}. To take it up, confirm`,
      'that this address is yours by setting a new password here (the link works once, for 7 days):',
    ],
    after: [
      'Until then your account stays as it was. If you did not expect this, ignore this mail.',
    ],
  }));
}

/** Sent once per lock: the owner can get back in at once through the reset link. */
export function mailAccountLocked(person: Recipient, token: string, origin: string): Promise<void> {
  return mailPasswordLink(person, token, origin, (institute) => ({
    kind: 'password-reset',
    subject: `Sign-in to your ${institute} account was paused`,
    before: [
      'Several wrong passwords were tried for your account, so signing in from the device they',
      'came from is paused for 15 minutes; elsewhere you sign in as usual. Devices where you are',
      'signed in stay signed in.',
      'If you need to sign in now, set a new password here (the link works once, for 30 minutes):',
    ],
    after: ['If the attempts were not yours, setting a new password is a good idea anyway.'],
  }));
}
