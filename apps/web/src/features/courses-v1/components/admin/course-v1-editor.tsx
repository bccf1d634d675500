import { courseV1Collection, type CourseV1, type TeamMember } from '@tutoring/shared';
import { EditorDialog, type EditorState } from '../../../../components/ui/editor-dialog';
import { useSaveCourse } from '../../api/course-writes';
import { CourseV1Form } from './course-v1-form';
import { courseV1FormValues } from './course-v1-form-schema';
import type { CoursePagePreview } from './course-v1-preview';

interface CourseV1EditorProps {
  state: EditorState<CourseV1>;
  team: TeamMember[];
  onClose: () => void;
  coursePage?: CoursePagePreview;
}

/** The Add / Edit course modal of Manage Courses (v1). */
export function CourseV1Editor({ state, team, onClose, coursePage }: CourseV1EditorProps) {
  return (
    <EditorDialog state={state} save={useSaveCourse()} onClose={onClose} noun="Course">
      {(course, form) => (
        <CourseV1Form
          key={course?._id ?? 'new'}
          initialValues={courseV1FormValues(courseV1Collection.input, course)}
          isNew={!course}
          team={team}
          // The preview is of this very course: its id finds its stored details.
          coursePage={
            coursePage && course
              ? (preview) => coursePage({ ...preview, _id: course._id })
              : undefined
          }
          {...form}
        />
      )}
    </EditorDialog>
  );
}
