import type { TeamMember } from '@tutoring/shared';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useTeamMembers } from '../api/get-team-members';
import { TeamFlipCard } from './team-flip-card';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/**
 * The modal (and the Radix dialog under it) loads when a profile is first opened: the home
 * page's initial JavaScript stays within its budget
 * (docs/decisions/0041-public-first-javascript-kept-small.md). Mounted only while open, so
 * Radix still traps focus, locks scrolling, closes on Escape and returns focus on unmounting.
 */
const TeamProfileDialog = lazy(() =>
  import('./team-profile-dialog').then((m) => ({ default: m.TeamProfileDialog })),
);

/** Home page: 'Meet Our Expert Team' as flip cards, with a full-profile modal. */
export function TeamSection() {
  const team = useDeferredQuery(useTeamMembers());
  const [profile, setProfile] = useState<TeamMember | null>(null);
  return (
    <section aria-labelledby="team-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="team-heading" className="text-center text-3xl font-bold text-foreground">
        Meet Our Expert Team
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        Experienced tutors and examiners. Tap a card to read more.
      </p>
      <div className="mt-10">
        {team.isPending && <Spinner label="Loading team members…" />}
        {team.isError && <Alert>Failed to load team members. Please try again later.</Alert>}
        {team.isSuccess && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.data.map((member) => (
              <TeamFlipCard key={member._id} member={member} onViewProfile={setProfile} />
            ))}
          </ul>
        )}
      </div>
      {profile && (
        <Suspense fallback={null}>
          <TeamProfileDialog member={profile} onClose={() => setProfile(null)} />
        </Suspense>
      )}
    </section>
  );
}
