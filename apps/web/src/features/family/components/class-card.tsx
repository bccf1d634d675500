import type { FamilyEnrolment } from '@tutoring/shared';
import type { ReactNode } from 'react';
import { placeOf } from '../../../lib/zoned-format';
import { ReportAbsence } from './report-absence';
import { dateLabel, sessionLabel } from './session-times';
import { WithdrawButton } from './withdraw-button';

const STATUS_LABELS: Record<FamilyEnrolment['status'], string> = {
  active: 'Active',
  'awaiting-payment': 'Awaiting payment',
};

export const NO_SESSIONS = 'No sessions scheduled yet.';

/** One heading and what is under it, inside a class's card. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h5 className="text-sm font-semibold text-foreground">{title}</h5>
      {children}
    </div>
  );
}

function NextSessions({ enrolment, timeZone }: { enrolment: FamilyEnrolment; timeZone: string }) {
  if (enrolment.nextSessions.length === 0)
    return <p className="text-sm text-muted">{NO_SESSIONS}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm text-foreground">
      {enrolment.nextSessions.map((session) => {
        const label = sessionLabel(session.start, session.end, timeZone);
        return (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-x-2">
            <time dateTime={session.start}>{label}</time>
            <ReportAbsence
              sessionId={session._id}
              enrolmentId={enrolment._id}
              sessionLabel={label}
            />
          </li>
        );
      })}
    </ul>
  );
}

function Attendance({ counts }: { counts: FamilyEnrolment['attendance'] }) {
  const rows = [
    ['Present', counts.present],
    ['Absent', counts.absent],
    ['Excused', counts.excused],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, count]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-foreground">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

function Credits({ enrolment, timeZone }: { enrolment: FamilyEnrolment; timeZone: string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-foreground">
      {enrolment.credits.map((credit) => (
        <li key={credit._id}>
          {credit.usedFor
            ? 'Used for a make-up session'
            : `Expires ${dateLabel(credit.expiresAt, timeZone)}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A student's class: the course and batch, the enrolment's status, the next sessions on the
 * family's own clock (`timeZone`) with a way to report an absence, attendance so far, make-up
 * credits with their expiry, and withdrawal.
 */
export function ClassCard({
  enrolment,
  studentName,
  timeZone,
}: {
  enrolment: FamilyEnrolment;
  studentName: string;
  timeZone: string;
}) {
  const { batch } = enrolment;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-foreground">
          {batch.course.title}
          <span className="block text-sm font-normal text-muted">{batch.title}</span>
        </h4>
        <span className="rounded-full border border-border px-2 py-0.5 text-xs text-foreground">
          {STATUS_LABELS[enrolment.status]}
        </span>
      </div>
      <Part title="Next sessions">
        <NextSessions enrolment={enrolment} timeZone={timeZone} />
        <p className="text-xs text-muted">Times are in your time zone ({placeOf(timeZone)}).</p>
      </Part>
      <Part title="Attendance so far">
        <Attendance counts={enrolment.attendance} />
      </Part>
      {enrolment.credits.length > 0 && (
        <Part title="Make-up credits">
          <Credits enrolment={enrolment} timeZone={timeZone} />
        </Part>
      )}
      <WithdrawButton
        enrolmentId={enrolment._id}
        studentName={studentName}
        batchTitle={batch.title}
      />
    </li>
  );
}
