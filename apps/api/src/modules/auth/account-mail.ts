import { enqueueMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { passwordLinkUrl } from './password-links';

interface Recipient {
  name: string;
  email: string;
}

async function instituteName(): Promise<string> {
  return (await siteSettingsStore.get()).name || 'the institute';
}

/** The invitation an admin's 'Add person' sends: a link to set a first password. */
export async function mailInvitation(
  person: Recipient,
  role: string,
  token: string,
  origin: string,
): Promise<void> {
  const institute = await instituteName();
  await enqueueMail({
    kind: 'invitation',
    to: [person.email],
    secret: token,
    subject: `You have been invited to ${institute}`,
    text: [
      `Dear ${person.name},`,
      '',
      `You have been given a ${role} account on the ${institute} website.`,
      'Set your password here (the link works once, for 7 days):',
      passwordLinkUrl(origin, token),
      '',
      `Then sign in with this e-mail address: ${person.email}`,
    ].join('\n'),
  });
}

/** 'Forgot password?': a link valid 30 minutes; nothing changes unless it is used. */
export async function mailPasswordReset(
  person: Recipient,
  token: string,
  origin: string,
): Promise<void> {
  const institute = await instituteName();
  await enqueueMail({
    kind: 'password-reset',
    to: [person.email],
    secret: token,
    subject: `Reset your ${institute} password`,
    text: [
      `Dear ${person.name},`,
      '',
      'Someone asked to reset the password of your account. If it was you, set a new one here',
      '(the link works once, for 30 minutes):',
      passwordLinkUrl(origin, token),
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * An existing account offered a staff role: the role is theirs once they set a password from
 * this link, which proves the address is theirs (docs/API.md, "Staff").
 */
export async function mailStaffRoleOffer(
  person: Recipient,
  role: string,
  token: string,
  origin: string,
): Promise<void> {
  const institute = await instituteName();
  await enqueueMail({
    kind: 'invitation',
    to: [person.email],
    secret: token,
    subject: `You have been made ${role} at ${institute}`,
    text: [
      `Dear ${person.name},`,
      '',
      `An administrator gave your ${institute} account the role ${role}. To take it up, confirm`,
      'that this address is yours by setting a new password here (the link works once, for 7 days):',
      passwordLinkUrl(origin, token),
      '',
      'Until then your account stays as it was. If you did not expect this, ignore this mail.',
    ].join('\n'),
  });
}

/** Sent once per lock: the owner can get back in at once through the reset link. */
export async function mailAccountLocked(
  person: Recipient,
  token: string,
  origin: string,
): Promise<void> {
  const institute = await instituteName();
  await enqueueMail({
    kind: 'password-reset',
    to: [person.email],
    secret: token,
    subject: `Sign-in to your ${institute} account was paused`,
    text: [
      `Dear ${person.name},`,
      '',
      'Several wrong passwords were tried for your account, so signing in with a password is',
      'paused for 15 minutes. Devices where you are signed in stay signed in.',
      'If you need to sign in now, set a new password here (the link works once, for 30 minutes):',
      passwordLinkUrl(origin, token),
      '',
      'If the attempts were not yours, setting a new password is a good idea anyway.',
    ].join('\n'),
  });
}
