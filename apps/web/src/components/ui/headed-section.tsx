import type { ReactNode } from 'react';

interface HeadedSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  /** The section's layout: 'flex flex-col gap-4'. */
  className: string;
  children: ReactNode;
}

/** A part of an admin screen named by its own heading (the dashboard's parts). */
export function HeadedSection({ id, title, className, children }: HeadedSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
