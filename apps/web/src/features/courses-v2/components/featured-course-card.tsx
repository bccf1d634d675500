import type { CourseV2 } from '@tutoring/shared';
import { CornerBadge } from '../../../components/ui/corner-badge';
import { CourseImage } from '../../../components/course/course-image';
import { countOf } from '../../../lib/count-of';
import { isPriceSet, usePriceFormat } from '../../../lib/format-price';
import { markdownAsPlainText } from '@tutoring/shared/plain';

interface FeaturedCourseCardProps {
  course: CourseV2;
  featured: boolean;
  onOpen: (course: CourseV2) => void;
}

/** A home page course card; the whole card is one button that opens the course modal. */
export function FeaturedCourseCard({ course, featured, onOpen }: FeaturedCourseCardProps) {
  const { hourly } = usePriceFormat();
  return (
    <button
      type="button"
      onClick={() => onOpen(course)}
      className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface text-left shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="relative w-full">
        <CourseImage
          src={course.image}
          title={course.title}
          className={`w-full ${featured ? 'aspect-video md:aspect-[2/1]' : 'aspect-video'}`}
          sizes={
            featured
              ? '(min-width: 768px) 66vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
          }
        />
        {featured && (
          <CornerBadge corner="left" colors="bg-primary text-on-primary">
            FEATURED
          </CornerBadge>
        )}
      </div>
      <span className="flex flex-1 flex-col gap-2 p-5">
        <span className="text-xs font-bold text-primary">{course.examType}</span>
        <span className={`font-semibold text-foreground ${featured ? 'text-2xl' : 'text-lg'}`}>
          {course.title}
        </span>
        <span className="line-clamp-2 text-sm text-muted">
          {markdownAsPlainText(course.description)}
        </span>
        {course.subjects.length > 0 && (
          <span className="text-sm text-foreground">
            {countOf(course.subjects.length, 'Subject')}
          </span>
        )}
        {isPriceSet(course.price.hourly) && (
          <span className="mt-auto text-sm font-semibold text-foreground">
            {hourly(course.price.hourly)}
          </span>
        )}
      </span>
    </button>
  );
}
