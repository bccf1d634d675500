import type { ReactNode } from 'react';

interface ListScreenProps {
  /** The screen's heading: 'Outbox'. */
  title: string;
  /** Buttons beside the heading ('Add a person'). */
  actions?: ReactNode;
  /** The filters, the notices and the list. */
  children: ReactNode;
}

const HEADING = 'text-2xl font-bold tracking-tight text-foreground';

/** An admin list's screen: its heading (and buttons beside it), then its filters and list. */
export function ListScreen({ title, actions, children }: ListScreenProps) {
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className={HEADING}>{title}</h1>
          {actions}
        </div>
      ) : (
        <h1 className={HEADING}>{title}</h1>
      )}
      {children}
    </section>
  );
}
