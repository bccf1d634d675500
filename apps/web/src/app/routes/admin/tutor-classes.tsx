import { ADMIN_SCREENS } from '@tutoring/shared';
import { todayIn } from '../../../features/batch-admin/components/calendar-days';
import { SessionsCalendar } from '../../../features/batch-admin/components/sessions-calendar';
import { useInstituteTimeZone } from '../../../lib/zoned-format';
import { TutorScreen } from './tutor-screen';

export function TutorClassesRoute() {
  const timeZone = useInstituteTimeZone();
  return (
    <TutorScreen screen="tutor-classes" description="Your batches' sessions, week or month." wide>
      {() => (
        <SessionsCalendar
          today={todayIn(timeZone)}
          timeZone={timeZone}
          attendancePath={ADMIN_SCREENS['tutor-attendance'].path}
        />
      )}
    </TutorScreen>
  );
}
