import type { SiteSettings } from '@tutoring/shared';
import { readableTime } from '@tutoring/shared';
import { organizer } from '../bookings/booking-text';
import { cancelSession, type SessionWithBatch } from '../batches/session-commands';
import { sessionInvitation } from '../batches/session-event';
import { activeEnrolmentsOfBatch } from '../enrolments/enrolment-queries';
import { enqueueMail } from '../outbox/outbox.service';
import { findTeamMember } from '../team/team-queries';
import { findAccountById } from '../users/account-queries';
import { grantCredit } from './credits';

interface CancelContext {
  now: Date;
  site: SiteSettings;
  origin: string;
  reason?: string;
}

/** The families' mail: the class is off, and a make-up credit stands in for it. */
async function mailFamilies(
  familyIds: string[],
  when: string,
  found: SessionWithBatch,
  ctx: CancelContext,
) {
  for (const familyId of new Set(familyIds)) {
    const account = await findAccountById(familyId, 'email name');
    if (!account?.email) continue;
    await enqueueMail({
      kind: 'session-cancelled',
      about: [found.session._id],
      to: [String(account.email)],
      subject: `Class cancelled: ${found.batch.title}, ${when}`,
      text: [
        'Hello,',
        '',
        `The class ${found.batch.title} on ${when} is cancelled.`,
        ...(ctx.reason ? [`Reason: ${ctx.reason}`] : []),
        `Each student enrolled gets a make-up credit, valid for ${ctx.site.makeUpCreditDays} days: book it on your family page.`,
        '',
        ctx.site.name,
      ].join('\n'),
    });
  }
}

/** The tutor's calendar follows: the same UID, STATUS:CANCELLED, the higher SEQUENCE. */
async function mailTutor(
  found: SessionWithBatch,
  sequence: number,
  when: string,
  ctx: CancelContext,
) {
  const tutor = await findTeamMember(found.batch.tutor);
  if (!tutor?.email) return;
  await enqueueMail({
    kind: 'session-cancelled-tutor',
    about: [found.session._id],
    to: [tutor.email],
    subject: `Class cancelled: ${found.batch.title}, ${when}`,
    text: [
      `Hello ${tutor.name},`,
      '',
      `The class ${found.batch.title} on ${when} is cancelled.`,
      '',
      ctx.site.name,
    ].join('\n'),
    calendar: sessionInvitation({
      sessionId: found.session._id,
      start: new Date(found.session.start),
      end: new Date(found.session.end),
      batchTitle: found.batch.title,
      status: 'cancelled',
      sequence,
      place: found.batch.place,
      organizer: organizer(ctx.site, ctx.origin),
      attendee: { email: tutor.email },
    }),
  });
}

/**
 * Cancels a session: each enrolment holding a place gets a make-up credit (once), each family
 * a mail, and the tutor an updated invitation.
 */
export async function cancelWithCredits(found: SessionWithBatch, ctx: CancelContext) {
  const session = await cancelSession(found.session._id);
  const enrolments = await activeEnrolmentsOfBatch(found.batch._id);
  const grant = { session: session._id, batch: found.batch._id, course: found.batch.course };
  for (const enrolment of enrolments) {
    const days = ctx.site.makeUpCreditDays;
    await grantCredit({ ...grant, enrolment, reason: 'cancelled', now: ctx.now, days });
  }
  const when = readableTime(new Date(session.start), found.batch.timeZone, ctx.site.locale);
  await mailFamilies(
    enrolments.map((enrolment) => String(enrolment.family)),
    when,
    found,
    ctx,
  );
  await mailTutor(found, session.sequence, when, ctx);
  const { sequence: _sequence, ...answer } = session;
  return answer;
}
