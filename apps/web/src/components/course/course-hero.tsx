import type { ReactNode } from 'react';
import { MarkdownText } from '../ui/markdown/markdown-text';
import type { CourseView } from './course-view';

interface CourseHeroProps {
  course: CourseView;
  /** Outlined tags after the kind: 'One-on-One', 'Certificate Included'. */
  tags?: ReactNode;
  /** Beside the text from 1024 px, below it on phones: a picture, a price card. */
  aside: ReactNode;
  /** The grid's columns from 1024 px (and how rows align): 'items-center lg:grid-cols-2'. */
  layout: string;
  /** What follows the course's text: instructor, subjects, calls to action. */
  children: ReactNode;
}

/** A course page's top band, either kind: tags, the page's one heading, its text, and an aside. */
export function CourseHero({ course, tags, aside, layout, children }: CourseHeroProps) {
  return (
    <section className="bg-surface px-4 py-10 sm:px-6">
      <div className={`mx-auto grid max-w-6xl gap-8 ${layout}`}>
        <div className="flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-bold">
            <span className="rounded-full bg-primary px-3 py-1 text-on-primary">{course.kind}</span>
            {tags}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {course.title}
          </h1>
          {course.lead && <p className="text-lg text-foreground">{course.lead}</p>}
          <MarkdownText text={course.overview} className="text-muted" />
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
