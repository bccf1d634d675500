import type { ReactNode } from 'react';

interface NewTabLinkProps {
  href: string;
  /** Added to the link's own look: 'text-sm'. */
  className?: string;
  children: ReactNode;
}

/**
 * A link to a file or a room that opens in a new tab, without lending the new page this one
 * (noopener); underlined, and a long URL breaks anywhere rather than widening the card.
 */
export function NewTabLink({ href, className = '', children }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`break-all text-primary underline ${className}`.trim()}
    >
      {children}
    </a>
  );
}
