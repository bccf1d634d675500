import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { SITE } from '../../config/site';

const FOOTER_LINKS = [
  { to: PUBLIC_SCREENS['courses-v2'].path, label: 'Exam Courses' },
  { to: PUBLIC_SCREENS['courses-v1'].path, label: 'All Courses' },
  { to: PUBLIC_SCREENS.resources.path, label: PUBLIC_SCREENS.resources.title },
  { to: PUBLIC_SCREENS.contact.path, label: PUBLIC_SCREENS.contact.title },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-md">
          <p className="font-bold text-foreground">{SITE.name}</p>
          <p className="mt-2 text-sm text-muted">{SITE.tagline}</p>
        </div>
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
      <p className="border-t border-border px-4 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
