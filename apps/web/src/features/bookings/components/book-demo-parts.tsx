import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ControlFrame } from '../../../components/ui/control-frame';
import { Spinner } from '../../../components/ui/spinner';
import { contactLinkFor } from '../../../lib/contact-link';

export type BookDemoPlacement = 'contact' | 'course';

export interface BookableCourseOption {
  _id: string;
  title: string;
}

/** The section around the booking, named by its heading. */
export function BookDemoFrame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    // Its free times are live and in the visitor's own time zone: built in the browser, the
    // one part of a server-rendered page that is (data-browser-only names it for the tests).
    <section
      aria-labelledby={headingId}
      data-browser-only="free times"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-foreground">
        Book a Demo Class
      </h2>
      {children}
    </section>
  );
}

/**
 * The room the free times take, measured (a week of slots at 360 px): the loaded picker and
 * the part that waits for it keep the same height, so nothing below moves when it comes.
 */
export const SLOT_TIMES_ROOM = 'min-h-[23.75rem]';
/** On the contact page the course select sits above the times: its room is added. */
const CONTACT_SLOT_TIMES_ROOM = 'min-h-[29.5rem]';

export const BOOK_DEMO_INTRO = 'Pick a time for a free 30-minute class with one of our tutors.';

/**
 * The booking while its code or the courses load: the room of the course select (on the
 * contact page) and the times, so what follows stays where it will be (no layout shift).
 * Before the visitor comes near it nothing is loading yet, and no spinner says otherwise.
 */
export function BookDemoWaiting({
  placement,
  fetching = true,
}: {
  placement: BookDemoPlacement;
  /** False while the section waits for the visitor to come near: nothing is loading yet. */
  fetching?: boolean;
}) {
  return (
    <BookDemoFrame>
      <div className="mt-4 flex flex-col gap-5">
        <p className="text-muted">{BOOK_DEMO_INTRO}</p>
        <div className={placement === 'contact' ? CONTACT_SLOT_TIMES_ROOM : SLOT_TIMES_ROOM}>
          {fetching && <Spinner label="Loading free times…" />}
        </div>
      </div>
    </BookDemoFrame>
  );
}

/** When no time is free: where a message reaches the institute instead. */
export function NoTimes({
  placement,
  courseTitle,
}: {
  placement: BookDemoPlacement;
  courseTitle: string;
}) {
  if (placement === 'contact') return ' Send us a message below and we will find one.';
  return (
    <>
      {' '}
      <Link to={contactLinkFor(courseTitle)} className="text-primary underline underline-offset-4">
        Send us a message
      </Link>{' '}
      and we will find one.
    </>
  );
}

interface CourseSelectProps {
  id: string;
  courses: readonly BookableCourseOption[];
  value: string | undefined;
  onChange: (courseId: string) => void;
}

/** Which course the demo class is for (the contact page, where no course is given). */
export function CourseSelect({ id, courses, value, onChange }: CourseSelectProps) {
  return (
    <ControlFrame id={id} label="Demo class for">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
      >
        {courses.map((course) => (
          <option key={course._id} value={course._id}>
            {course.title}
          </option>
        ))}
      </select>
    </ControlFrame>
  );
}
