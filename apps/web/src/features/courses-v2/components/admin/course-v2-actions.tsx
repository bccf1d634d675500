import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CourseV2 } from '@tutoring/shared';

export interface CourseV2ActionHandlers {
  onEdit: (course: CourseV2) => void;
  onDelete: (course: CourseV2) => void;
}

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-surface';

/** View (the public page), Edit and Delete for one course. */
export function CourseV2Actions({
  course,
  onEdit,
  onDelete,
}: CourseV2ActionHandlers & { course: CourseV2 }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Link to={`/coursesv2/${course._id}`} className={`${ACTION} text-foreground`}>
        <Eye aria-hidden="true" className="size-4" />
        View<span className="sr-only">{` ${course.title}`}</span>
      </Link>
      <button type="button" onClick={() => onEdit(course)} className={`${ACTION} text-primary`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit<span className="sr-only">{` ${course.title}`}</span>
      </button>
      <button type="button" onClick={() => onDelete(course)} className={`${ACTION} text-error`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only">{` ${course.title}`}</span>
      </button>
    </div>
  );
}
