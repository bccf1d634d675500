import { CalendarFeedPanel } from '../../../features/team/components/calendar-feed-panel';
import { TutorScreen } from './tutor-screen';

export function TutorCalendarRoute() {
  return (
    <TutorScreen
      screen="tutor-calendar"
      description="A private calendar feed of your demo classes for Google, Apple or Outlook."
    >
      {(memberId) => <CalendarFeedPanel memberId={memberId} whose="your" />}
    </TutorScreen>
  );
}
