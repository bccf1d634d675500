import type { CourseV2, CourseV2Data, TeamMember } from '@tutoring/shared';
import { Dialog } from '../../../../components/ui/dialog';
import { isApiError } from '../../../../lib/api-error';
import { useSaveCourseV2 } from '../../api/save-course-v2';
import { CourseV2Form } from './course-v2-form';
import { courseV2ToForm, emptyCourseV2 } from './course-v2-form-values';

/** null: closed; { course: null }: adding; { course }: editing that course. */
export type EditorState = { course: CourseV2 | null } | null;

interface CourseV2EditorProps {
  state: EditorState;
  team: TeamMember[];
  onClose: () => void;
}

/** The Add / Edit modal. Closing unmounts the form, so Cancel also clears it. */
export function CourseV2Editor({ state, team, onClose }: CourseV2EditorProps) {
  const save = useSaveCourseV2();
  const course = state?.course ?? null;
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (input: CourseV2Data) =>
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
        <CourseV2Form
          key={course?._id ?? 'new'}
          initialValues={course ? courseV2ToForm(course) : emptyCourseV2()}
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
