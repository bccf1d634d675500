import { useSearchParams } from 'react-router-dom';
import { AttendanceScreen } from '../../../features/batch-admin/components/attendance-screen';
import { todayIn } from '../../../features/batch-admin/components/calendar-days';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInstituteTimeZone } from '../../../lib/zoned-format';

export function AdminClassAttendanceRoute() {
  usePageMeta({ title: 'Attendance', description: "Mark who came to a batch's session." });
  const today = todayIn(useInstituteTimeZone());
  const sessionId = useSearchParams()[0].get('session') ?? undefined;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Attendance</h1>
      <AttendanceScreen today={today} sessionId={sessionId} />
    </section>
  );
}
