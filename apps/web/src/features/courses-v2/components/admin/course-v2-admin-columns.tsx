import type { CourseV2 } from '@tutoring/shared';
import type { CollectionColumn } from '../../../../components/ui/admin-collection';
import { isPriceSet, type PriceFormat } from '../../../../lib/format-price';
import { CourseV2Actions, type CourseV2ActionHandlers } from './course-v2-actions';
import { CourseV2StatusBadge } from './course-v2-status-badge';

const hourlyOf = (course: CourseV2, format: PriceFormat) =>
  isPriceSet(course.price.hourly) ? format.hourly(course.price.hourly) : '—';
const instructorOf = (course: CourseV2) => course.instructor?.name ?? 'Expert Instructor';

/** Manage Courses V2's table: the columns docs/PRODUCT.md names, the last one the actions. */
export function courseV2Columns(format: PriceFormat, handlers: CourseV2ActionHandlers) {
  const columns: CollectionColumn<CourseV2>[] = [
    { header: 'Title', cell: (course) => course.title, sortKey: 'title' },
    { header: 'Exam Type', cell: (course) => course.examType, sortKey: 'examType' },
    { header: 'Mode', cell: (course) => course.mode },
    { header: 'Price (Hourly)', cell: (course) => hourlyOf(course, format), sortKey: 'price' },
    { header: 'Instructor', cell: instructorOf },
    {
      header: 'Status',
      cell: (course) => <CourseV2StatusBadge status={course.status} />,
      sortKey: 'status',
    },
    {
      header: 'Actions',
      cell: (course) => <CourseV2Actions course={course} {...handlers} />,
      actions: true,
    },
  ];
  return columns;
}

/** One course as a grid card: title and status, exam type, mode, price, instructor, actions. */
export function courseV2Card(
  format: PriceFormat,
  course: CourseV2,
  handlers: CourseV2ActionHandlers,
) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-foreground">{course.title}</h2>
        <CourseV2StatusBadge status={course.status} />
      </div>
      <p className="text-sm text-muted">{`${course.examType} · ${course.mode} · ${hourlyOf(course, format)}`}</p>
      <p className="text-sm text-muted">{instructorOf(course)}</p>
      <CourseV2Actions course={course} {...handlers} />
    </>
  );
}
