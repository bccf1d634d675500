import { Link } from 'react-router-dom';
import { contactLinkFor } from '../../../lib/contact-link';

export interface BookableCourseOption {
  _id: string;
  title: string;
}

/** When no time is free: where a message reaches the institute instead. */
export function NoTimes({ placement, courseTitle }: { placement: string; courseTitle: string }) {
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        Demo class for
      </label>
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
    </div>
  );
}
