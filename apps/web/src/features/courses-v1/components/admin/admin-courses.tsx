import { useState } from 'react';
import { courseV1Facts, type CourseV1 } from '@tutoring/shared';
import type { TeamState } from '../../../../lib/team-state';
import { AdminTableScreen } from '../../../../components/admin/admin-table-screen';
import { Alert } from '../../../../components/ui/alert';
import type { EditorState } from '../../../../components/ui/editor-dialog';
import { usePriceFormat } from '../../../../lib/format-price';
import { useDeleteCourse } from '../../api/course-writes';
import { useCourses } from '../../api/get-courses';
import { courseV1Card, courseV1Columns } from './course-v1-admin-columns';
import { CourseV1Editor } from './course-v1-editor';
import type { CoursePagePreview } from './course-v1-preview';

interface AdminCoursesProps {
  team: TeamState;
  /** /admin/courses/new: the add form is open from the start. */
  startAdding?: boolean;
  /** Called when the editor closes (the /new route then goes back to the list). */
  onEditorClosed?: () => void;
  /** Draws a course's preview with its stored details (given by the app). */
  coursePage?: CoursePagePreview;
}

/** Manage Courses (v1): list, add, edit, delete, and a link to each course's details. */
export function AdminCourses({
  team,
  startAdding = false,
  onEditorClosed,
  coursePage,
}: AdminCoursesProps) {
  const format = usePriceFormat();
  const [editor, setEditor] = useState<EditorState<CourseV1>>(startAdding ? { item: null } : null);
  const closeEditor = () => {
    setEditor(null);
    onEditorClosed?.();
  };
  return (
    <AdminTableScreen
      collection={courseV1Facts}
      items={useCourses()}
      remove={useDeleteCourse()}
      columns={(handlers) => courseV1Columns(format, handlers)}
      renderCard={(course, handlers) => courseV1Card(format, course, handlers)}
      onAdd={() => setEditor({ item: null })}
      onEdit={(course) => setEditor({ item: course })}
      alerts={team.isError && <Alert>Failed to load team members.</Alert>}
    >
      <CourseV1Editor
        state={editor}
        team={team.members ?? []}
        onClose={closeEditor}
        coursePage={coursePage}
      />
    </AdminTableScreen>
  );
}
