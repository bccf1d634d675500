import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS, type CourseV2 } from '@tutoring/shared';
import { ROW_ACTION_CLASS, RowActions } from '../../../../components/ui/row-actions';
import { fillPath } from '../../../../lib/fill-path';

export interface CourseV2ActionHandlers {
  onEdit: (course: CourseV2) => void;
  onDelete: (course: CourseV2) => void;
}

/** View (the public page), Edit and Delete for one course. */
export function CourseV2Actions({
  course,
  onEdit,
  onDelete,
}: CourseV2ActionHandlers & { course: CourseV2 }) {
  return (
    <RowActions name={course.title} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)}>
      <Link
        to={fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course._id })}
        className={`${ROW_ACTION_CLASS} text-foreground`}
      >
        <Eye aria-hidden="true" className="size-4" />
        View<span className="sr-only">{` ${course.title}`}</span>
      </Link>
    </RowActions>
  );
}
