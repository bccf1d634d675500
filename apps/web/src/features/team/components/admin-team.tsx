import { teamMemberFacts, type TeamMember } from '@tutoring/shared';
import { useState } from 'react';
import { AdminCollectionScreen } from '../../../components/admin/admin-collection-screen';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteTeamMember, useSaveTeamMember } from '../api/team-member-writes';
import { useTeamMembers } from '../api/get-team-members';
import type { ImageEncoder } from '../lib/process-team-photo';
import { AdminTeamCard } from './admin-team-card';
import { AvailabilityDialog } from './availability-dialog';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { TeamMemberForm } from './team-member-form';

interface AdminTeamProps {
  /** Tests pass their own: jsdom has no canvas. */
  encoder?: ImageEncoder;
  /** Admins set tutors' demo-class hours, read in this time zone; editors do not (absent). */
  hoursTimeZone?: string | undefined;
  /** Admins make any tutor's calendar feed URL; editors do not. */
  calendarFeeds?: boolean;
}

/** Our Team: the one admin collection screen, plus a tutor's hours and calendar feed. */
export function AdminTeam({ encoder, hoursTimeZone, calendarFeeds = false }: AdminTeamProps) {
  const [hoursOf, setHoursOf] = useState<TeamMember>();
  const [feedOf, setFeedOf] = useState<TeamMember>();
  return (
    <AdminCollectionScreen
      collection={teamMemberFacts}
      items={useTeamMembers()}
      save={useSaveTeamMember()}
      remove={useDeleteTeamMember()}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderCard={(member, actions) => (
        <AdminTeamCard
          member={member}
          {...actions}
          onHours={hoursTimeZone ? () => setHoursOf(member) : undefined}
          onCalendarFeed={calendarFeeds ? () => setFeedOf(member) : undefined}
        />
      )}
      renderForm={(form) => <TeamMemberForm {...form} {...(encoder ? { encoder } : {})} />}
    >
      {hoursOf && hoursTimeZone && (
        <AvailabilityDialog
          member={hoursOf}
          timeZone={hoursTimeZone}
          onClose={() => setHoursOf(undefined)}
        />
      )}
      {feedOf && (
        <Dialog
          open
          onOpenChange={(open) => !open && setFeedOf(undefined)}
          title={`Calendar feed: ${feedOf.name}`}
        >
          <CalendarFeedPanel memberId={feedOf._id} whose={`${feedOf.name}'s`} />
        </Dialog>
      )}
    </AdminCollectionScreen>
  );
}
