import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './button-styles';

interface PagePlaceholderProps {
  /** The page's heading, shown while there is nothing else to show. */
  title: string;
  /** The state: a spinner, or what went wrong. */
  children: ReactNode;
  /** A way back, e.g. to the list the page was opened from. */
  back?: { to: string; label: string } | undefined;
}

/** A page's frame while its content is loading or could not load. */
export function PagePlaceholder({ title, children, back }: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {children}
      {back && (
        <Link to={back.to} className={buttonClasses('outline')}>
          {back.label}
        </Link>
      )}
    </section>
  );
}
