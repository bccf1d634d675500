import { BookingsCalendar } from '../../../features/bookings/components/bookings-calendar';
import { today } from '../../../features/bookings/components/week-of';
import { TutorScreen } from './tutor-screen';

export function TutorBookingsRoute() {
  return (
    <TutorScreen screen="tutor-bookings" description="Your demo classes, week by week." wide>
      {(memberId) => <BookingsCalendar tutors={[]} today={today()} ownTutorId={memberId} />}
    </TutorScreen>
  );
}
