import { useSearchParams } from 'react-router-dom';
import { AttendanceScreen } from '../../../features/batch-admin/components/attendance-screen';
import { todayIn } from '../../../features/batch-admin/components/calendar-days';
import { useInstituteTimeZone } from '../../../lib/zoned-format';
import { TutorScreen } from './tutor-screen';

export function TutorAttendanceRoute() {
  const today = todayIn(useInstituteTimeZone());
  const sessionId = useSearchParams()[0].get('session') ?? undefined;
  return (
    <TutorScreen screen="tutor-attendance" description="Mark who came to your classes.">
      {() => <AttendanceScreen today={today} sessionId={sessionId} />}
    </TutorScreen>
  );
}
