import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { useSiteSettings } from '../../lib/site-settings';
// In the footer's own chunk (the layout loads it after the first paint), never lazy apart: a
// part that arrived later made React reveal the footer a second time, which Chrome counted as
// the whole footer moving: a layout shift, worst on the short legal pages
// (docs/decisions/0065-loading-states-keep-their-room.md).
import { FooterContacts, SocialLinks } from './footer-contacts';

const FOOTER_LINKS = [
  { to: PUBLIC_SCREENS['courses-v2'].path, label: 'Exam Courses' },
  { to: PUBLIC_SCREENS['courses-v1'].path, label: 'All Courses' },
  { to: PUBLIC_SCREENS.resources.path, label: PUBLIC_SCREENS.resources.title },
  { to: PUBLIC_SCREENS.contact.path, label: PUBLIC_SCREENS.contact.title },
  { to: PUBLIC_SCREENS.privacy.path, label: PUBLIC_SCREENS.privacy.title },
  { to: PUBLIC_SCREENS.terms.path, label: PUBLIC_SCREENS.terms.title },
] as const;

/** The institute's name, tagline, contacts and links (site settings: only what is set). */
export function SiteFooter() {
  const site = useSiteSettings().data;
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-3">
        <div className="max-w-md">
          {site?.name && <p className="font-bold text-foreground">{site.name}</p>}
          {site?.tagline && <p className="mt-2 text-sm text-muted">{site.tagline}</p>}
          {site && site.socialLinks.length > 0 && <SocialLinks links={site.socialLinks} />}
        </div>
        <div>{site && <FooterContacts site={site} />}</div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center px-2 text-sm text-foreground hover:text-primary"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {site?.name && (
        <p className="border-t border-border px-4 py-4 text-center text-xs text-muted">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      )}
    </footer>
  );
}
