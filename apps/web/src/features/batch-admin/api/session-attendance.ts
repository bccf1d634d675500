import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { batchAdminKeys } from './batch-admin-keys';

export const ATTENDANCE_MARKS = ['present', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * One enrolled student's line of a session's register. The API's contract names only the
 * write (PUT /sessions/:id/attendance `{records: [{enrolment, status}]}` → `{attendance}`);
 * this read of the same resource is the web's proposal for the register it needs: every
 * active enrolment of the session's batch with its student, and the mark so far (null: none).
 */
const registerLineSchema = z.object({
  enrolment: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(ATTENDANCE_MARKS).nullable(),
});
const registerSchema = z.object({
  attendance: z.object({ session: z.string(), records: z.array(registerLineSchema) }),
});

export type RegisterLine = z.infer<typeof registerLineSchema>;

const attendancePath = (sessionId: string) => `/sessions/${sessionId}/attendance`;

/** GET /sessions/:id/attendance (proposed): the session's enrolled students and marks. */
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
