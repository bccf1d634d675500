import type { MakeUpCredit } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export interface AbsenceReport {
  sessionId: string;
  enrolmentId: string;
}

/** POST /sessions/:id/absence: reported in time, it earns a make-up credit (409 too_late). */
export async function reportAbsence({ sessionId, enrolmentId }: AbsenceReport) {
  const answer = (await apiRequest(`/sessions/${encodeURIComponent(sessionId)}/absence`, {
    method: 'POST',
    body: { enrolment: enrolmentId },
  })) as { credit: MakeUpCredit };
  return answer.credit;
}

/** The family's page reloads: the new credit shows under its class. */
export function useReportAbsence() {
  return useInvalidatingMutation(reportAbsence, [queryKeys.family.all]);
}
