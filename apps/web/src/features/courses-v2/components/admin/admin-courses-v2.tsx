import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { CourseV2 } from '@tutoring/shared';
import type { TeamState } from '../../../../lib/team-state';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SearchableList } from '../../../../components/ui/searchable-list';
import { Spinner } from '../../../../components/ui/spinner';
import { ViewToggle, type ListView } from '../../../../components/ui/view-toggle';
import { useDeleteCourseV2 } from '../../api/course-v2-writes';
import { useAdminCoursesV2 } from '../../api/get-courses-v2';
import { useInMemoryList } from '../../../../lib/use-in-memory-list';
import { COURSE_V2_LIST } from './course-v2-list-spec';
import { CourseV2AdminList } from './course-v2-admin-list';
import type { EditorState } from '../../../../components/ui/editor-dialog';
import { CourseV2Editor } from './course-v2-editor';
import { FeaturedOrder } from './featured-order';

/** Manage Courses V2: courses and team load together; either failing is one error. */
interface AdminCoursesV2Props {
  team: TeamState;
}

export function AdminCoursesV2({ team }: AdminCoursesV2Props) {
  const courses = useAdminCoursesV2();
  const remove = useDeleteCourseV2();
  const list = useInMemoryList(courses.data ?? [], COURSE_V2_LIST);
  const [view, setView] = useState<ListView>('grid');
  const [editor, setEditor] = useState<EditorState<CourseV2>>(null);
  const [toDelete, setToDelete] = useState<CourseV2 | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  };
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground">Manage Courses V2</h1>
        <div className="flex gap-2">
          <ViewToggle view={view} onChange={setView} />
          <Button onClick={() => setEditor({ item: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add New Course
          </Button>
        </div>
      </div>
      {remove.isError && <Alert>Failed to delete course.</Alert>}
      {courses.isPending || team.isPending ? (
        <Spinner label="Loading courses…" />
      ) : courses.isError || team.isError ? (
        <Alert>Failed to load data.</Alert>
      ) : (
        <>
          <FeaturedOrder courses={courses.data} />
          <SearchableList list={list} count={courses.data.length}>
            <CourseV2AdminList
              view={view}
              courses={list.items}
              emptyText={list.searching ? 'No courses match this search.' : undefined}
              sort={list.sort}
              onSort={list.setSort}
              onEdit={(course) => setEditor({ item: course })}
              onDelete={(course) => setToDelete(course)}
            />
          </SearchableList>
        </>
      )}
      <CourseV2Editor state={editor} team={team.members ?? []} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure you want to delete this course?"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
