import { ADMIN_SCREENS } from '@tutoring/shared';
import { CalendarFeedPanel } from '../../../features/team/components/calendar-feed-panel';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OwnTeamMember } from './own-team-member';

export function TutorCalendarRoute() {
  usePageMeta({
    title: ADMIN_SCREENS['tutor-calendar'].title,
    description: 'A private calendar feed of your demo classes for Google, Apple or Outlook.',
  });
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Calendar feed</h1>
      <OwnTeamMember>
        {(memberId) => <CalendarFeedPanel memberId={memberId} whose="your" />}
      </OwnTeamMember>
    </section>
  );
}
