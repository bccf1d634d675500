import { useState } from 'react';
import type { Account } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { useSetEnrolments } from '../api/accounts';

/** A course a student may be enrolled in: the published v2 catalogue, as the app passes it. */
export interface EnrollableCourse {
  _id: string;
  title: string;
  examType: string;
}

interface EnrolmentDialogProps {
  student: Account | null;
  courses: readonly EnrollableCourse[];
  onClose: () => void;
}

/** Ticks the published courses a student is enrolled in; saving replaces the list. */
export function EnrolmentDialog({ student, courses, onClose }: EnrolmentDialogProps) {
  const save = useSetEnrolments();
  // The dialog remounts its body per student (key below), so the ticks start from theirs.
  const [chosen, setChosen] = useState<Set<string>>(new Set(student?.enrolledCourses));
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
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
        onSubmit={(event) => {
          event.preventDefault();
          if (student) save.mutate({ id: student.id, courses: [...chosen] }, { onSuccess: close });
        }}
      >
        {save.isError && (
          <Alert>{errorMessage(save.error, 'The enrolments were not saved.')}</Alert>
        )}
        <fieldset className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          <legend className="sr-only">Courses</legend>
          {courses.length === 0 && <p className="text-muted">No published course yet.</p>}
          {courses.map((course) => (
            <label key={course._id} className="flex min-h-11 items-center gap-3 text-foreground">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(course._id)}
                onChange={() => toggle(course._id)}
              />
              {course.title} <span className="text-sm text-muted">({course.examType})</span>
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save enrolments'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
