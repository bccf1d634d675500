import { useState } from 'react';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { Spinner } from '../../../components/ui/spinner';
import { AvailabilityEditor } from '../../../features/team/components/availability-editor';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OwnTeamMember } from './own-team-member';

export function TutorHoursRoute() {
  usePageMeta({
    title: ADMIN_SCREENS['tutor-hours'].title,
    description: 'When parents may book demo classes with you: your hours and days off.',
  });
  const timeZone = useSiteSettings().data?.timeZone;
  // A new form after a save or Cancel: it starts from the hours now stored, with nothing unsaved.
  const [version, setVersion] = useState(0);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">My hours</h1>
      <p className="text-foreground">Parents can book demo classes with you in these hours.</p>
      <OwnTeamMember>
        {(memberId) =>
          timeZone ? (
            <AvailabilityEditor
              key={version}
              memberId={memberId}
              timeZone={timeZone}
              onDone={() => setVersion((current) => current + 1)}
            />
          ) : (
            <Spinner label="Loading hours…" />
          )
        }
      </OwnTeamMember>
    </section>
  );
}
