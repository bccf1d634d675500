import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSiteSettings } from '../../../lib/site-settings';
import { useReportAbsence } from '../api/report-absence';
import { FAMILY_ACTION_TEXTS as TEXTS } from './family-action-texts';

interface ReportAbsenceProps {
  sessionId: string;
  enrolmentId: string;
  /** The session as the list shows it: the button's name says which one it is for. */
  sessionLabel: string;
}

/** Tells the institute a student will miss a session; in time, that earns a make-up credit. */
export function ReportAbsence({ sessionId, enrolmentId, sessionLabel }: ReportAbsenceProps) {
  const report = useReportAbsence();
  const noticeHours = useSiteSettings().data?.makeUpNoticeHours ?? 24;
  if (report.isSuccess) return <p role="status">{TEXTS.absenceReported}</p>;
  const tooLate = isApiError(report.error) && report.error.code === 'too_late';
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="ghost"
        className="self-start"
        aria-label={`${TEXTS.reportAbsence} on ${sessionLabel}`}
        disabled={report.isPending}
        onClick={() => report.mutate({ sessionId, enrolmentId })}
      >
        {report.isPending ? TEXTS.reporting : TEXTS.reportAbsence}
      </Button>
      {report.isError && (
        <p role="alert" className="text-error">
          {tooLate ? TEXTS.tooLate(noticeHours) : errorMessage(report.error, TEXTS.absenceFailed)}
        </p>
      )}
    </div>
  );
}
