import type { TeamMember, TeamMemberData } from '@tutoring/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { useDeleteTeamMember, useSaveTeamMember } from '../api/team-member-writes';
import { useTeamMembers } from '../api/get-team-members';
import { useInMemoryList } from '../../../lib/use-in-memory-list';
import { TEAM_LIST } from './team-list-spec';
import type { ImageEncoder } from '../lib/process-team-photo';
import { AdminTeamCard } from './admin-team-card';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { AvailabilityDialog } from './availability-dialog';
import { TeamMemberForm } from './team-member-form';

/** null: the form is closed; 'new' or the member being edited. */
type Editing = null | 'new' | TeamMember;

interface AdminTeamProps {
  /** Tests pass their own: jsdom has no canvas. */
  encoder?: ImageEncoder;
  /** Admins set tutors' demo-class hours, read in this time zone; editors do not (absent). */
  hoursTimeZone?: string | undefined;
  /** Admins make any tutor's calendar feed URL; editors do not. */
  calendarFeeds?: boolean;
}

export function AdminTeam({ encoder, hoursTimeZone, calendarFeeds = false }: AdminTeamProps) {
  const team = useTeamMembers();
  const save = useSaveTeamMember();
  const remove = useDeleteTeamMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [hoursOf, setHoursOf] = useState<TeamMember>();
  const [feedOf, setFeedOf] = useState<TeamMember>();
  const list = useInMemoryList(team.data ?? [], TEAM_LIST);
  const deletion = useDeleteConfirmation<TeamMember>(
    remove,
    'Are you sure you want to delete this team member?',
  );

  const openForm = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const submit = (input: TeamMemberData) => {
    const id = editing && editing !== 'new' ? editing._id : undefined;
    save.mutate({ id, input }, { onSuccess: () => setEditing(null) });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground">Our Team</h1>
        <Button onClick={() => openForm('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add Team Member
        </Button>
      </div>
      {remove.isError && <Alert>Failed to delete team member.</Alert>}
      {team.isPending && <Spinner label="Loading team members…" />}
      {team.isError && <Alert>Failed to load team members.</Alert>}
      {team.isSuccess && team.data.length === 0 && (
        <p className="text-muted">No team members yet.</p>
      )}
      {team.isSuccess && (
        <SearchableList list={list} count={team.data.length}>
          <ul aria-label="Team members" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((member) => (
              <AdminTeamCard
                key={member._id}
                member={member}
                onEdit={() => openForm(member)}
                onDelete={() => deletion.ask(member)}
                onHours={hoursTimeZone ? () => setHoursOf(member) : undefined}
                onCalendarFeed={calendarFeeds ? () => setFeedOf(member) : undefined}
              />
            ))}
          </ul>
        </SearchableList>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Team Member' : 'Edit Team Member'}
      >
        {save.isError && <Alert>Failed to save team member.</Alert>}
        <TeamMemberForm
          initial={editing && editing !== 'new' ? editing : undefined}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
          {...(encoder ? { encoder } : {})}
        />
      </Dialog>
      {deletion.dialog}
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
    </div>
  );
}
