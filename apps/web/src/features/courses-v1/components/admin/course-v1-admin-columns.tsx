import type { CourseV1 } from '@tutoring/shared';
import type { RowHandlers } from '../../../../components/admin/admin-table-screen';
import type { CollectionColumn } from '../../../../components/ui/admin-collection';
import type { PriceFormat } from '../../../../lib/format-price';
import { countOf } from '../../../../lib/count-of';
import { CourseV1Actions } from './course-v1-actions';

type Handlers = RowHandlers<CourseV1>;

const instructorOf = (course: CourseV1) => course.instructor?.name ?? '—';

/** Manage Courses' table: the columns docs/PRODUCT.md names, the last one the actions. */
export function courseV1Columns({ price }: PriceFormat, handlers: Handlers) {
  const columns: CollectionColumn<CourseV1>[] = [
    { header: 'Title', cell: (course) => course.title, sortKey: 'title' },
    { header: 'Category', cell: (course) => course.category, sortKey: 'category' },
    { header: 'Price', cell: (course) => price(course.price), sortKey: 'price' },
    { header: 'Duration', cell: (course) => countOf(course.duration, 'hour') },
    { header: 'Instructor', cell: instructorOf },
    {
      header: 'Actions',
      cell: (course) => <CourseV1Actions course={course} {...handlers} />,
      actions: true,
    },
  ];
  return columns;
}

/** One course as a grid card: title, category, price, hours, instructor and actions. */
export function courseV1Card({ price }: PriceFormat, course: CourseV1, handlers: Handlers) {
  return (
    <>
      <h2 className="font-semibold text-foreground">{course.title}</h2>
      <p className="text-sm text-muted">
        {`${course.category} · ${price(course.price)} · ${countOf(course.duration, 'hour')}`}
      </p>
      <p className="text-sm text-muted">{instructorOf(course)}</p>
      <CourseV1Actions course={course} {...handlers} />
    </>
  );
}
