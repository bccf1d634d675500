import { BookingsCalendar } from '../../../features/bookings/components/bookings-calendar';
import { today } from '../../../features/bookings/components/week-of';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminBookingsRoute() {
  usePageMeta({
    title: 'Bookings',
    description: 'Demo classes booked online, week by week, per tutor.',
  });
  const team = useTeamMembers();
  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Bookings</h1>
      <BookingsCalendar tutors={team.data ?? []} today={today()} />
    </div>
  );
}
