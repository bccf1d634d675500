import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { enrolmentsInputSchema, type Account } from '@tutoring/shared';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CancelButton } from '../../../components/ui/cancel-button';
import { Dialog } from '../../../components/ui/dialog';
import { UnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-error';
import { useSetEnrolments } from '../api/accounts';

/** A course a student may be enrolled in: the published v2 catalogue, as the app passes it. */
export interface EnrollableCourse {
  _id: string;
  title: string;
  examType: string;
}

type Enrolments = z.infer<typeof enrolmentsInputSchema>;

/** The ids with `id` ticked or unticked, in the order they were ticked. */
const toggled = (ids: string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

interface EnrolmentDialogProps {
  student: Account | null;
  courses: readonly EnrollableCourse[];
  onClose: () => void;
}

/** Ticks the published courses a student is enrolled in; saving replaces the list. */
export function EnrolmentDialog({ student, courses, onClose }: EnrolmentDialogProps) {
  const save = useSetEnrolments();
  // The dialog remounts its body per student (key below), so the ticks start from theirs.
  const form = useForm<Enrolments>({
    resolver: zodResolver(enrolmentsInputSchema),
    defaultValues: { courses: student?.enrolledCourses ?? [] },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => !open && close()}
      title={`Courses of ${student?.name ?? ''}`}
      description="The published v2 courses this student is enrolled in; they see them on their dashboard."
      showDescription
      widthClass="max-w-lg"
    >
      <form
        aria-label={`Courses of ${student?.name ?? ''}`}
        className="flex flex-col gap-4"
        onSubmit={(event) =>
          void form.handleSubmit(({ courses }) => {
            if (student) save.mutate({ id: student.id, courses }, { onSuccess: close });
          })(event)
        }
      >
        <UnsavedChanges when={form.formState.isDirty} />
        {save.isError && (
          <Alert>{errorMessage(save.error, 'The enrolments were not saved.')}</Alert>
        )}
        <fieldset className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          <legend className="sr-only">Courses</legend>
          {courses.length === 0 && <p className="text-muted">No published course yet.</p>}
          <Controller
            control={form.control}
            name="courses"
            render={({ field }) => (
              <>
                {courses.map((course) => (
                  <label
                    key={course._id}
                    className="flex min-h-11 items-center gap-3 text-foreground"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={field.value.includes(course._id)}
                      onChange={() => field.onChange(toggled(field.value, course._id))}
                    />
                    {course.title} <span className="text-sm text-muted">({course.examType})</span>
                  </label>
                ))}
              </>
            )}
          />
        </fieldset>
        <div className="flex justify-end gap-2">
          <CancelButton onCancel={close} />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save enrolments'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
