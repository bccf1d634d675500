import { useState } from 'react';
import { courseV2Facts, type CourseV2 } from '@tutoring/shared';
import type { TeamState } from '../../../../lib/team-state';
import { AdminTableScreen } from '../../../../components/admin/admin-table-screen';
import type { EditorState } from '../../../../components/ui/editor-dialog';
import { usePriceFormat } from '../../../../lib/format-price';
import { useDeleteCourseV2 } from '../../api/course-v2-writes';
import { useAdminCoursesV2 } from '../../api/get-courses-v2';
import { courseV2Card, courseV2Columns } from './course-v2-admin-columns';
import { CourseV2Editor } from './course-v2-editor';
import { FeaturedOrder } from './featured-order';

/** Manage Courses V2: courses and team load together; either failing is one error. */
interface AdminCoursesV2Props {
  team: TeamState;
}

export function AdminCoursesV2({ team }: AdminCoursesV2Props) {
  const courses = useAdminCoursesV2();
  const format = usePriceFormat();
  const [editor, setEditor] = useState<EditorState<CourseV2>>(null);
  return (
    <AdminTableScreen
      collection={courseV2Facts}
      items={{
        data: courses.data,
        isPending: courses.isPending || team.isPending,
        isError: courses.isError || team.isError,
      }}
      remove={useDeleteCourseV2()}
      columns={(handlers) => courseV2Columns(format, handlers)}
      renderCard={(course, handlers) => courseV2Card(format, course, handlers)}
      onAdd={() => setEditor({ item: null })}
      onEdit={(course) => setEditor({ item: course })}
      aboveList={(loaded) => <FeaturedOrder courses={loaded} />}
    >
      <CourseV2Editor state={editor} team={team.members ?? []} onClose={() => setEditor(null)} />
    </AdminTableScreen>
  );
}
