import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { AvailabilityEditor } from '../../../features/team/components/availability-editor';
import { useSiteSettings } from '../../../lib/site-settings';
import { TutorScreen } from './tutor-screen';

export function TutorHoursRoute() {
  const timeZone = useSiteSettings().data?.timeZone;
  // A new form after a save or Cancel: it starts from the hours now stored, with nothing unsaved.
  const [version, setVersion] = useState(0);
  return (
    <TutorScreen
      screen="tutor-hours"
      description="When parents may book demo classes with you: your hours and days off."
      intro={
        <p className="text-foreground">Parents can book demo classes with you in these hours.</p>
      }
    >
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
    </TutorScreen>
  );
}
