import { trusted } from 'mongoose';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import type { AccountAccess } from './account-access';
import { UserModel } from './user.model';

/** The guardian as an enrolment form gives them (docs/API.md section 9). */
export interface GuardianInput {
  guardianName: string;
  email: string;
  mobile?: string | undefined;
  consent?: boolean | undefined;
}

/** Where the set-password mail links to, what sends it (lent by sign-in), the time, the log. */
export interface FamilyContext {
  origin: string;
  access: Pick<AccountAccess, 'welcomeFamily'>;
  now?: Date | undefined;
  log?: Logger | undefined;
}

export interface FamilyAccount {
  familyId: string;
  created: boolean;
}

export const STAFF_ADDRESS =
  'This e-mail address belongs to a member of staff. Please enrol with another address.';

type Found = { _id: unknown; role: string };

/**
 * The family account of a guardian: the account that has their e-mail, or a new `user`
 * account without a password, mailed a link to set one. Of two calls racing with one new
 * address the unique e-mail index lets one create; the other reuses that account, and only
 * the creator's call sends the mail.
 */
export async function familyForGuardian(
  guardian: GuardianInput,
  context: FamilyContext,
): Promise<FamilyAccount> {
  const email = guardian.email.trim().toLowerCase();
  const existing = await findByEmail(email);
  if (existing) return reuseFamily(existing, guardian, context);
  let account;
  try {
    account = await UserModel.create({
      email,
      name: guardian.guardianName.trim(),
      role: 'user',
      ...(guardian.mobile?.trim() ? { mobile: guardian.mobile.trim() } : {}),
      ...(guardian.consent ? { consent: await consentGiven(context) } : {}),
    });
  } catch (error) {
    const winner = (error as { code?: number }).code === 11000 ? await findByEmail(email) : null;
    if (!winner) throw error;
    return reuseFamily(winner, guardian, context);
  }
  await context.access.welcomeFamily(account, context.origin);
  // The id only: a family's address is a member of the public's, kept out of the logs.
  context.log?.info(
    { event: 'family.created', familyId: String(account._id) },
    'family account made',
  );
  return { familyId: String(account._id), created: true };
}

const findByEmail = (email: string): Promise<Found | null> =>
  UserModel.findOne({ email }).select('role').lean();

/**
 * A staff address is refused rather than reused: a family's children, classes and invoices
 * would otherwise sit in an admin's or tutor's account, where the family page (role `user`
 * only) never shows them, and anyone could attach a child to a staff account from a public
 * form. Refusing tells that the address is staff's, which the site's contact pages do anyway.
 * A family's own name is never changed from a form: anyone may send one with its address.
 */
async function reuseFamily(
  account: Found,
  guardian: GuardianInput,
  context: FamilyContext,
): Promise<FamilyAccount> {
  if (account.role !== 'user') throw new AppError('CONFLICT', STAFF_ADDRESS);
  await fillMissingDetails(account._id, guardian, context);
  return { familyId: String(account._id), created: false };
}

/**
 * A mobile is kept when the family has none yet and a consent when none was given yet: a
 * later form (which anyone can send) neither replaces a mobile nor withdraws a consent.
 */
async function fillMissingDetails(id: unknown, guardian: GuardianInput, context: FamilyContext) {
  const mobile = guardian.mobile?.trim();
  if (mobile) {
    await UserModel.updateOne(
      { _id: id, mobile: trusted({ $exists: false }) },
      { $set: { mobile } },
    );
  }
  if (guardian.consent) {
    await UserModel.updateOne(
      { _id: id, 'consent.given': trusted({ $ne: true }) },
      { $set: { consent: await consentGiven(context) } },
    );
  }
}

/** A consent as leads record theirs: when, and which privacy notice the site showed then. */
async function consentGiven(context: FamilyContext) {
  const { privacyNoticeVersion } = await siteSettingsStore.get();
  const at = (context.now ?? new Date()).toISOString();
  return { given: true, at, noticeVersion: privacyNoticeVersion };
}
