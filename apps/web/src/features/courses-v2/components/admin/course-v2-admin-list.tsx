import type { CourseV2 } from '@tutoring/shared';
import { AdminCollection, type CollectionColumn } from '../../../../components/ui/admin-collection';
import type { ListView } from '../../../../components/ui/view-toggle';
import { isPriceSet, usePriceFormat, type PriceFormat } from '../../../../lib/format-price';
import { CourseV2Actions, type CourseV2ActionHandlers } from './course-v2-actions';
import { CourseV2StatusBadge } from './course-v2-status-badge';

const hourlyOf = (course: CourseV2, format: PriceFormat) =>
  isPriceSet(course.price.hourly) ? format.hourly(course.price.hourly) : '—';
const instructorOf = (course: CourseV2) => course.instructor?.name ?? 'Expert Instructor';

interface CourseV2AdminListProps extends CourseV2ActionHandlers {
  courses: CourseV2[];
  view: ListView;
  /** Said when there are none; the spec's words unless a search hides them all. */
  emptyText?: string | undefined;
  sort: string;
  onSort: (sort: string) => void;
}

export function CourseV2AdminList({
  view,
  courses,
  emptyText = 'No courses available at the moment.',
  sort,
  onSort,
  ...handlers
}: CourseV2AdminListProps) {
  const format = usePriceFormat();
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
  return (
    <AdminCollection
      label="Courses"
      items={courses}
      view={view}
      emptyText={emptyText}
      columns={columns}
      sort={sort}
      onSort={onSort}
      renderCard={(course) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold text-foreground">{course.title}</h2>
            <CourseV2StatusBadge status={course.status} />
          </div>
          <p className="text-sm text-muted">{`${course.examType} · ${course.mode} · ${hourlyOf(course, format)}`}</p>
          <p className="text-sm text-muted">{instructorOf(course)}</p>
          <CourseV2Actions course={course} {...handlers} />
        </>
      )}
    />
  );
}
