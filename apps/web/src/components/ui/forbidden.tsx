import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isTutorRole } from '@tutoring/shared';
import { useAuth } from '../../lib/auth-store';
import { adminHomeFor } from '../../lib/screen-access';
import { buttonClasses } from './button-styles';

/** What an editor or a tutor sees on a screen that is not theirs: why, and the way back. */
export function Forbidden() {
  const role = useAuth().user?.role;
  const tutor = isTutorRole(role);
  return (
    <section
      aria-labelledby="forbidden-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-primary" />
      <h1 id="forbidden-title" className="text-2xl font-bold text-foreground">
        You don't have access to this page
      </h1>
      <p className="text-muted">
        {tutor
          ? 'Your tutor account sees your own bookings, hours, calendar feed and classes.'
          : "This page is for administrators. Your account can edit the site's content: courses, resources, the team, testimonies and About Us."}
      </p>
      <Link to={adminHomeFor(role)} className={buttonClasses('primary')}>
        {tutor ? 'Back to my bookings' : 'Back to the dashboard'}
      </Link>
    </section>
  );
}
