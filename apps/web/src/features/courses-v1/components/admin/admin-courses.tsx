import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { CourseV1 } from '@tutoring/shared';
import type { TeamState } from '../../../../lib/team-state';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SearchableList } from '../../../../components/ui/searchable-list';
import { Spinner } from '../../../../components/ui/spinner';
import { ViewToggle, type ListView } from '../../../../components/ui/view-toggle';
import { useDeleteCourse } from '../../api/course-writes';
import { useCourses } from '../../api/get-courses';
import { useInMemoryList } from '../../../../lib/use-in-memory-list';
import { COURSE_V1_LIST } from './course-v1-list-spec';
import { CourseV1AdminList } from './course-v1-admin-list';
import type { EditorState } from '../../../../components/ui/editor-dialog';
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
  const courses = useCourses();
  const remove = useDeleteCourse();
  const list = useInMemoryList(courses.data ?? [], COURSE_V1_LIST);
  const [view, setView] = useState<ListView>('grid');
  const [editor, setEditor] = useState<EditorState<CourseV1>>(startAdding ? { item: null } : null);
  const [toDelete, setToDelete] = useState<CourseV1 | null>(null);

  const closeEditor = () => {
    setEditor(null);
    onEditorClosed?.();
  };
  const confirmDelete = () => {
    if (toDelete) remove.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  };
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground">Manage Courses</h1>
        <div className="flex gap-2">
          <ViewToggle view={view} onChange={setView} />
          <Button onClick={() => setEditor({ item: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Course
          </Button>
        </div>
      </div>
      {remove.isError && <Alert>Failed to delete course.</Alert>}
      {team.isError && <Alert>Failed to load team members.</Alert>}
      {courses.isPending ? (
        <Spinner label="Loading courses…" />
      ) : courses.isError ? (
        <Alert>Failed to load courses.</Alert>
      ) : (
        <>
          <SearchableList list={list} count={courses.data.length}>
            <CourseV1AdminList
              view={view}
              courses={list.items}
              emptyText={list.searching ? 'No courses match this search.' : undefined}
              sort={list.sort}
              onSort={list.setSort}
              onEdit={(course) => setEditor({ item: course })}
              onDelete={setToDelete}
            />
          </SearchableList>
        </>
      )}
      <CourseV1Editor
        state={editor}
        team={team.members ?? []}
        onClose={closeEditor}
        coursePage={coursePage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure you want to delete this course? This will also delete all course details."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
