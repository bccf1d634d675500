import { ADMIN_SCREENS } from '@tutoring/shared';
import { todayIn } from '../../../features/batch-admin/components/calendar-days';
import { SessionsCalendar } from '../../../features/batch-admin/components/sessions-calendar';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInstituteTimeZone } from '../../../lib/zoned-format';

export function AdminClassCalendarRoute() {
  usePageMeta({ title: 'Class calendar', description: "Every batch's sessions, week or month." });
  const timeZone = useInstituteTimeZone();
  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Class calendar</h1>
      <SessionsCalendar
        today={todayIn(timeZone)}
        timeZone={timeZone}
        attendancePath={ADMIN_SCREENS['class-attendance'].path}
      />
    </div>
  );
}
