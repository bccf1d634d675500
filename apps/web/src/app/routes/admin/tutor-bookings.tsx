import { ADMIN_SCREENS } from '@tutoring/shared';
import { BookingsCalendar } from '../../../features/bookings/components/bookings-calendar';
import { today } from '../../../features/bookings/components/week-of';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OwnTeamMember } from './own-team-member';

export function TutorBookingsRoute() {
  usePageMeta({
    title: ADMIN_SCREENS['tutor-bookings'].title,
    description: 'Your demo classes, week by week.',
  });
  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">My bookings</h1>
      <OwnTeamMember>
        {(memberId) => <BookingsCalendar tutors={[]} today={today()} ownTutorId={memberId} />}
      </OwnTeamMember>
    </div>
  );
}
