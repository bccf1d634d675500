import type { CourseV1, TeamMember } from '@tutoring/shared';
import { Dialog } from '../../../../components/ui/dialog';
import { isApiError } from '../../../../lib/api-error';
import { useSaveCourse } from '../../api/save-course';
import { CourseV1Form } from './course-v1-form';
import { courseV1ToForm, emptyCourseV1, type CourseV1FormOutput } from './course-v1-form-schema';

/** null: closed; { course: null }: adding; { course }: editing that course. */
export type CourseV1EditorState = { course: CourseV1 | null } | null;

interface CourseV1EditorProps {
  state: CourseV1EditorState;
  team: TeamMember[];
  onClose: () => void;
}

/** The Add / Edit modal. Closing unmounts the form, so Cancel also clears it. */
export function CourseV1Editor({ state, team, onClose }: CourseV1EditorProps) {
  const save = useSaveCourse();
  const course = state?.course ?? null;
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (input: CourseV1FormOutput) =>
    save.mutate({ id: course?._id, input }, { onSuccess: close });
  const serverMessage =
    isApiError(save.error) && save.error.isClientError ? save.error.message : '';
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => !open && close()}
      title={course ? 'Edit Course' : 'Add New Course'}
    >
      {state && (
        <CourseV1Form
          key={course?._id ?? 'new'}
          initialValues={course ? courseV1ToForm(course) : emptyCourseV1()}
          isNew={!course}
          team={team}
          busy={save.isPending}
          error={save.isError ? `Failed to save course. ${serverMessage}`.trim() : null}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}
