import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, type CourseV1 } from '@tutoring/shared';
import { AdminCollection, type CollectionColumn } from '../../../../components/ui/admin-collection';
import { ROW_ACTION_CLASS, RowActions } from '../../../../components/ui/row-actions';
import type { ListView } from '../../../../components/ui/view-toggle';
import { usePriceFormat } from '../../../../lib/format-price';
import { fillPath } from '../../../../lib/fill-path';
import { countOf } from '../../../../lib/count-of';

interface Handlers {
  onEdit: (course: CourseV1) => void;
  onDelete: (course: CourseV1) => void;
}

/** Course Details (the details editor), Edit and Delete for one course. */
function Actions({ course, onEdit, onDelete }: Handlers & { course: CourseV1 }) {
  return (
    <RowActions name={course.title} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)}>
      <Link
        to={fillPath(ADMIN_SCREENS['course-details'].path, { courseId: course._id })}
        className={`${ROW_ACTION_CLASS} text-foreground`}
      >
        <FileText aria-hidden="true" className="size-4" />
        Course Details<span className="sr-only">{` ${course.title}`}</span>
      </Link>
    </RowActions>
  );
}

const instructorOf = (course: CourseV1) => course.instructor?.name ?? '—';

interface CourseV1AdminListProps extends Handlers {
  view: ListView;
  courses: CourseV1[];
  /** Said when there are none; the spec's words unless a search hides them all. */
  emptyText?: string | undefined;
  sort: string;
  onSort: (sort: string) => void;
}

export function CourseV1AdminList({
  view,
  courses,
  emptyText = 'No courses available at the moment.',
  sort,
  onSort,
  ...handlers
}: CourseV1AdminListProps) {
  const { price } = usePriceFormat();
  const columns: CollectionColumn<CourseV1>[] = [
    { header: 'Title', cell: (course) => course.title, sortKey: 'title' },
    { header: 'Category', cell: (course) => course.category, sortKey: 'category' },
    { header: 'Price', cell: (course) => price(course.price), sortKey: 'price' },
    { header: 'Duration', cell: (course) => countOf(course.duration, 'hour') },
    { header: 'Instructor', cell: instructorOf },
    {
      header: 'Actions',
      cell: (course) => <Actions course={course} {...handlers} />,
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
          <h2 className="font-semibold text-foreground">{course.title}</h2>
          <p className="text-sm text-muted">
            {`${course.category} · ${price(course.price)} · ${countOf(course.duration, 'hour')}`}
          </p>
          <p className="text-sm text-muted">{instructorOf(course)}</p>
          <Actions course={course} {...handlers} />
        </>
      )}
    />
  );
}
