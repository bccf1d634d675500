import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { buttonClasses } from './button-styles';

/** What an editor sees on an admin-only screen: why, and the way back. */
export function Forbidden() {
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
        This page is for administrators. Your account can edit the site's content: courses,
        resources, the team, testimonies and About Us.
      </p>
      <Link to={ADMIN_SCREENS.dashboard.path} className={buttonClasses('primary')}>
        Back to the dashboard
      </Link>
    </section>
  );
}
