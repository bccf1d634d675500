import type { ReactNode } from 'react';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/use-page-meta';

type TutorScreenName =
  'tutor-bookings' | 'tutor-hours' | 'tutor-calendar' | 'tutor-classes' | 'tutor-attendance';

interface TutorScreenProps {
  screen: TutorScreenName;
  /** The page's description (its head). */
  description: string;
  /** The week's calendar takes the whole width; the other screens a readable column. */
  wide?: boolean;
  /** Said under the heading. */
  intro?: ReactNode;
  children: (memberId: string) => ReactNode;
}

/**
 * A tutor's own screen: its title and heading from the screens table, and the signed-in
 * tutor's team member. Every tutor is invited with one (the API refuses a tutor without); the
 * alert is for a session from before that.
 */
export function TutorScreen({ screen, description, wide, intro, children }: TutorScreenProps) {
  const { title } = ADMIN_SCREENS[screen];
  usePageMeta({ title, description });
  const memberId = useAuth().user?.teamMemberId;
  const layout = wide
    ? 'flex min-w-0 flex-col gap-5'
    : 'mx-auto flex w-full max-w-2xl flex-col gap-4';
  return (
    <section className={`${layout} p-4 sm:p-6`}>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {intro}
      {memberId ? (
        children(memberId)
      ) : (
        <Alert>Your account is not tied to a team member. Ask an administrator.</Alert>
      )}
    </section>
  );
}
