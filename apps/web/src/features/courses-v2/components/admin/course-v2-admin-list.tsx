import type { CourseV2 } from '@tutoring/shared';
import type { ListView } from '../../../../components/ui/view-toggle';
import { formatHourly, isPriceSet } from '../format-price';
import { CourseV2Actions, type CourseV2ActionHandlers } from './course-v2-actions';
import { CourseV2StatusBadge } from './course-v2-status-badge';

const COLUMNS = ['Title', 'Exam Type', 'Mode', 'Price (Hourly)', 'Instructor', 'Status', 'Actions'];

const hourlyOf = (course: CourseV2) =>
  isPriceSet(course.price.hourly) ? formatHourly(course.price.hourly) : '—';
const instructorOf = (course: CourseV2) => course.instructor?.name ?? 'Expert Instructor';

function CourseTable({ courses, ...handlers }: { courses: CourseV2[] } & CourseV2ActionHandlers) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-surface text-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {courses.map((course) => (
            <tr key={course._id}>
              <th scope="row" className="px-4 py-3 font-semibold text-foreground">
                {course.title}
              </th>
              <td className="px-4 py-3">{course.examType}</td>
              <td className="px-4 py-3">{course.mode}</td>
              <td className="px-4 py-3">{hourlyOf(course)}</td>
              <td className="px-4 py-3">{instructorOf(course)}</td>
              <td className="px-4 py-3">
                <CourseV2StatusBadge status={course.status} />
              </td>
              <td className="px-2 py-1">
                <CourseV2Actions course={course} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CourseGrid({ courses, ...handlers }: { courses: CourseV2[] } & CourseV2ActionHandlers) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <li
          key={course._id}
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold text-foreground">{course.title}</h2>
            <CourseV2StatusBadge status={course.status} />
          </div>
          <p className="text-sm text-muted">{`${course.examType} · ${course.mode} · ${hourlyOf(course)}`}</p>
          <p className="text-sm text-muted">{instructorOf(course)}</p>
          <CourseV2Actions course={course} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

interface CourseV2AdminListProps extends CourseV2ActionHandlers {
  courses: CourseV2[];
  view: ListView;
}

export function CourseV2AdminList({ view, courses, ...handlers }: CourseV2AdminListProps) {
  if (courses.length === 0) {
    return <p className="py-8 text-center text-muted">No courses available at the moment.</p>;
  }
  return view === 'table' ? (
    <CourseTable courses={courses} {...handlers} />
  ) : (
    <CourseGrid courses={courses} {...handlers} />
  );
}
