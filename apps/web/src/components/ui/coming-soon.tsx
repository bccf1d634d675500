import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';

interface ComingSoonProps {
  /** The screen's name, shown as its main heading. */
  title: string;
  children?: ReactNode;
}

/** An honest placeholder for a screen that is not built yet. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  usePageMeta({ title, description: `${title}: this screen is coming soon.` });
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      <p className="mt-3 text-muted">This screen is coming soon.</p>
      {children}
    </section>
  );
}
