import { useQuery } from '@tanstack/react-query';
import { ATTENDANCE_STATUSES, sessionRegisterSchema, type SessionRegister } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { batchAdminKeys } from './batch-admin-keys';

export const ATTENDANCE_MARKS = ATTENDANCE_STATUSES;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

const registerSchema = z.object({ attendance: sessionRegisterSchema });

export type RegisterLine = SessionRegister['records'][number];

const attendancePath = (sessionId: string) => `/sessions/${sessionId}/attendance`;

/** GET /sessions/:id/attendance: the session's enrolled students and their marks so far. */
export function useSessionRegister(sessionId: string | undefined) {
  return useQuery({
    queryKey: batchAdminKeys.attendance.of(sessionId ?? ''),
    enabled: Boolean(sessionId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(attendancePath(sessionId ?? ''), { schema: registerSchema, signal }))
        .attendance.records,
  });
}

export interface AttendanceRecord {
  enrolment: string;
  status: AttendanceMark;
}

/** PUT /sessions/:id/attendance: the whole register as marked. */
export function useSaveAttendance() {
  return useInvalidatingMutation(
    ({ sessionId, records }: { sessionId: string; records: AttendanceRecord[] }) =>
      apiRequest(attendancePath(sessionId), { method: 'PUT', body: { records } }),
    [batchAdminKeys.attendance.all],
    { success: 'Attendance saved.' },
  );
}
