import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, type CourseV1 } from '@tutoring/shared';
import type { RowHandlers } from '../../../../components/admin/admin-table-screen';
import { ROW_ACTION_CLASS, RowActions } from '../../../../components/ui/row-actions';
import { fillPath } from '../../../../lib/fill-path';

/** Course Details (the details editor), Edit and Delete for one course. */
export function CourseV1Actions({
  course,
  onEdit,
  onDelete,
}: RowHandlers<CourseV1> & { course: CourseV1 }) {
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
