import type { ReactNode } from 'react';

interface DetailHeroProps {
  /** The filled tag above the title: the course's category or exam type. */
  kind: string;
  /** Outlined tags after it: 'One-on-One', 'Certificate Included'. */
  tags?: ReactNode;
  title: string;
  /** Beside the text from 1024 px, below it on phones: a picture, a price card. */
  aside: ReactNode;
  /** The grid's columns from 1024 px (and how rows align): 'items-center lg:grid-cols-2'. */
  layout: string;
  /** What follows the title: overview, instructor, calls to action. */
  children: ReactNode;
}

/** A course page's top band: tags, the page's one heading, its text, and an aside. */
export function DetailHero({ kind, tags, title, aside, layout, children }: DetailHeroProps) {
  return (
    <section className="bg-surface px-4 py-10 sm:px-6">
      <div className={`mx-auto grid max-w-6xl gap-8 ${layout}`}>
        <div className="flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-bold">
            <span className="rounded-full bg-primary px-3 py-1 text-on-primary">{kind}</span>
            {tags}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
