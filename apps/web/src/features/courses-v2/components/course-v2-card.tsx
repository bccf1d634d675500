import { Clock, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LIMITS, PUBLIC_SCREENS, type CourseV2 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CourseImage } from './course-image';
import { isPriceSet, usePriceFormat } from '../../../lib/format-price';
import { fillPath } from '../../../lib/fill-path';
import { markdownAsPlainText } from '@tutoring/shared/plain';

/** docs/PRODUCT.md: up to 3 subjects, then '+N more' for the rest. */
export function SubjectChips({ subjects }: { subjects: string[] }) {
  const shown = subjects.slice(0, LIMITS.subjectsOnCard);
  const rest = subjects.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Subjects">
      {shown.map((subject) => (
        <li
          key={subject}
          className="rounded-full bg-background px-2.5 py-1 text-xs text-foreground"
        >
          {subject}
        </li>
      ))}
      {rest > 0 && <li className="px-1 py-1 text-xs text-muted">{`+${rest} more`}</li>}
    </ul>
  );
}

interface CourseV2CardProps {
  course: CourseV2;
  /**
   * The title's heading level, one below the heading the card sits under: 2 straight under
   * a page's h1 (the /coursesv2 list), 3 inside a section with its own h2. Skipping a level
   * fails Lighthouse's heading-order audit (issue 8: accessibility 100).
   */
  headingLevel: 2 | 3;
}

export function CourseV2Card({ course, headingLevel }: CourseV2CardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { hourly } = usePriceFormat();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className="relative">
        <CourseImage src={course.image} title={course.title} className="aspect-video w-full" />
        <span className="absolute top-3 left-3 rounded-full bg-primary px-3 py-1 text-xs font-bold text-on-primary">
          {course.examType}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Title className="text-lg font-semibold text-foreground">{course.title}</Title>
        <SubjectChips subjects={course.subjects} />
        <p className="line-clamp-2 text-sm text-muted">{markdownAsPlainText(course.description)}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Mode</dt>
            <Users aria-hidden="true" className="size-4" />
            <dd>{course.mode}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Duration</dt>
            <Clock aria-hidden="true" className="size-4" />
            <dd>{course.duration}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          {isPriceSet(course.price.hourly) ? (
            <p className="text-sm text-muted">
              Starting from{' '}
              <span className="block text-lg font-bold text-foreground">
                {hourly(course.price.hourly)}
              </span>
            </p>
          ) : (
            <span />
          )}
          <Link
            to={fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course._id })}
            className={buttonClasses('primary')}
          >
            Know more<span className="sr-only">{`: ${course.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
