import type { CourseV2 } from '@tutoring/shared';
import { AdminCollection, type CollectionColumn } from '../../../../components/ui/admin-collection';
import type { ListView } from '../../../../components/ui/view-toggle';
import { formatHourly, isPriceSet } from '../../../../lib/format-price';
import { CourseV2Actions, type CourseV2ActionHandlers } from './course-v2-actions';
import { CourseV2StatusBadge } from './course-v2-status-badge';

const hourlyOf = (course: CourseV2) =>
  isPriceSet(course.price.hourly) ? formatHourly(course.price.hourly) : '—';
const instructorOf = (course: CourseV2) => course.instructor?.name ?? 'Expert Instructor';

interface CourseV2AdminListProps extends CourseV2ActionHandlers {
  courses: CourseV2[];
  view: ListView;
}

export function CourseV2AdminList({ view, courses, ...handlers }: CourseV2AdminListProps) {
  const columns: CollectionColumn<CourseV2>[] = [
    { header: 'Title', cell: (course) => course.title },
    { header: 'Exam Type', cell: (course) => course.examType },
    { header: 'Mode', cell: (course) => course.mode },
    { header: 'Price (Hourly)', cell: hourlyOf },
    { header: 'Instructor', cell: instructorOf },
    { header: 'Status', cell: (course) => <CourseV2StatusBadge status={course.status} /> },
    { header: 'Actions', cell: (course) => <CourseV2Actions course={course} {...handlers} /> },
  ];
  return (
    <AdminCollection
      items={courses}
      view={view}
      emptyText="No courses available at the moment."
      columns={columns}
      renderCard={(course) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold text-foreground">{course.title}</h2>
            <CourseV2StatusBadge status={course.status} />
          </div>
          <p className="text-sm text-muted">{`${course.examType} · ${course.mode} · ${hourlyOf(course)}`}</p>
          <p className="text-sm text-muted">{instructorOf(course)}</p>
          <CourseV2Actions course={course} {...handlers} />
        </>
      )}
    />
  );
}
