import { FileText, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CourseV1 } from '@tutoring/shared';
import type { ListView } from '../../../../components/ui/view-toggle';
import { formatPrice } from '../format-price';

interface Handlers {
  onEdit: (course: CourseV1) => void;
  onDelete: (course: CourseV1) => void;
}

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-surface';
const COLUMNS = ['Title', 'Category', 'Price', 'Duration', 'Instructor', 'Actions'];

function Actions({ course, onEdit, onDelete }: Handlers & { course: CourseV1 }) {
  const name = <span className="sr-only">{` ${course.title}`}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      <Link to={`/admin/courses/${course._id}/details`} className={`${ACTION} text-foreground`}>
        <FileText aria-hidden="true" className="size-4" />
        Course Details{name}
      </Link>
      <button type="button" onClick={() => onEdit(course)} className={`${ACTION} text-primary`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit{name}
      </button>
      <button type="button" onClick={() => onDelete(course)} className={`${ACTION} text-error`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete{name}
      </button>
    </div>
  );
}

const instructorOf = (course: CourseV1) => course.instructor?.name ?? '—';

function CourseTable({ courses, ...handlers }: { courses: CourseV1[] } & Handlers) {
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
              <td className="px-4 py-3">{course.category}</td>
              <td className="px-4 py-3">{formatPrice(course.price)}</td>
              <td className="px-4 py-3">{`${course.duration} hours`}</td>
              <td className="px-4 py-3">{instructorOf(course)}</td>
              <td className="px-2 py-1">
                <Actions course={course} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CourseGrid({ courses, ...handlers }: { courses: CourseV1[] } & Handlers) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <li
          key={course._id}
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
        >
          <h2 className="font-semibold text-foreground">{course.title}</h2>
          <p className="text-sm text-muted">
            {`${course.category} · ${formatPrice(course.price)} · ${course.duration} hours`}
          </p>
          <p className="text-sm text-muted">{instructorOf(course)}</p>
          <Actions course={course} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

export function CourseV1AdminList({
  view,
  courses,
  ...handlers
}: Handlers & { view: ListView; courses: CourseV1[] }) {
  if (courses.length === 0) {
    return <p className="py-8 text-center text-muted">No courses available at the moment.</p>;
  }
  return view === 'table' ? (
    <CourseTable courses={courses} {...handlers} />
  ) : (
    <CourseGrid courses={courses} {...handlers} />
  );
}
