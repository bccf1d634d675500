import { courseV2Collection, type CourseV2, type TeamMember } from '@tutoring/shared';
import { EditorDialog, type EditorState } from '../../../../components/ui/editor-dialog';
import { useSaveCourseV2 } from '../../api/course-v2-writes';
import { CourseV2Form } from './course-v2-form';
import { courseV2FormValues } from './course-v2-form-values';

interface CourseV2EditorProps {
  state: EditorState<CourseV2>;
  team: TeamMember[];
  onClose: () => void;
}

/** The Add / Edit course modal of Manage Courses V2. */
export function CourseV2Editor({ state, team, onClose }: CourseV2EditorProps) {
  return (
    <EditorDialog state={state} save={useSaveCourseV2()} onClose={onClose} noun="Course">
      {(course, form) => (
        <CourseV2Form
          key={course?._id ?? 'new'}
          initialValues={courseV2FormValues(courseV2Collection.input, course)}
          isNew={!course}
          team={team}
          {...form}
        />
      )}
    </EditorDialog>
  );
}
