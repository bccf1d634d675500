import { Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS, type CourseV1 } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CornerBadge } from '../../../components/ui/corner-badge';
import { CoursePicture } from './course-picture';
import { usePriceFormat } from '../../../lib/format-price';
import { isNewCourse } from './is-new-course';
import { fillPath } from '../../../lib/fill-path';
import { countOf } from '../../../lib/count-of';
import { markdownAsPlainText } from '@tutoring/shared/plain';

export function CourseCard({ course }: { course: CourseV1 }) {
  const { price } = usePriceFormat();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className="relative">
        <CoursePicture course={course} />
        {/* Text in the page background colour: every theme keeps it 4.5:1 against success. */}
        {isNewCourse(course.createdAt) && (
          <CornerBadge corner="right" colors="bg-success text-background">
            NEW
          </CornerBadge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-bold text-primary">{course.category}</p>
        <h2 className="text-lg font-semibold text-foreground">{course.title}</h2>
        <p className="line-clamp-3 text-sm text-muted">{markdownAsPlainText(course.description)}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Instructor</dt>
            <UserRound aria-hidden="true" className="size-4" />
            <dd>{course.instructor?.name ?? 'Expert Instructor'}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Duration</dt>
            <Clock aria-hidden="true" className="size-4" />
            <dd>{countOf(course.duration, 'hour')}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-xl font-bold text-foreground">{price(course.price)}</p>
          <Link
            to={fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: course._id })}
            className={buttonClasses('primary')}
          >
            View Details<span className="sr-only">{`: ${course.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
