import { useId, useState } from 'react';
import type { Slot } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { useCreateBooking, useSlots } from '../api/booking-requests';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm, type BookingDetails } from './booking-form';
import { SlotPicker } from './slot-picker';
import { dayLabel, timeLabel, visitorTimeZone } from './zoned-format';

export interface BookableCourseOption {
  _id: string;
  title: string;
}

interface BookDemoProps {
  courses: readonly BookableCourseOption[];
  /** The course the visitor came from (?course=<title>), chosen first when it is bookable. */
  initialCourseTitle: string;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Book a Demo Class' on the contact page: a course, its free slots of the next two weeks in
 * the visitor's own zone, and the parent's name and e-mail. A slot taken meanwhile (409) is
 * said so, and the fresh slots show at once.
 */
export function BookDemo({ courses, initialCourseTitle }: BookDemoProps) {
  const headingId = useId();
  const courseFieldId = useId();
  const [chosenCourse, setChosenCourse] = useState<string>();
  const courseId =
    chosenCourse ??
    courses.find((course) => sameTitle(course.title, initialCourseTitle))?._id ??
    courses[0]?._id;
  const slots = useSlots(courseId);
  const [slot, setSlot] = useState<Slot>();
  // Once shown, the form stays: a slot taken meanwhile does not throw away what was typed.
  const [formShown, setFormShown] = useState(false);
  const [taken, setTaken] = useState<string>();
  const create = useCreateBooking();
  const ownZone = visitorTimeZone();

  if (courses.length === 0) return null;
  const book = (details: BookingDetails) => {
    if (!slot || !courseId) return;
    setTaken(undefined);
    create.mutate(
      { ...details, course: courseId, tutorId: slot.tutorId, start: slot.start, timeZone: ownZone },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setTaken(error.message);
            setSlot(undefined);
          }
        },
      },
    );
  };
  const tutorName = slots.data?.tutors.find((tutor) => tutor._id === slot?.tutorId)?.name;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-foreground">
        Book a Demo Class
      </h2>
      {create.isSuccess ? (
        <div className="mt-4">
          <BookingConfirmation booked={create.data} />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-muted">
            Pick a time for a free 30-minute class with one of our tutors.
          </p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={courseFieldId} className="text-sm font-medium text-foreground">
              Demo class for
            </label>
            <select
              id={courseFieldId}
              value={courseId}
              onChange={(event) => {
                setChosenCourse(event.target.value);
                setSlot(undefined);
              }}
              className="min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
            >
              {courses.map((course) => (
                <option key={course._id} value={course._id}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          {taken && <Alert>{taken}</Alert>}
          {slots.isPending ? (
            <Spinner label="Loading free times…" />
          ) : slots.isError ? (
            <RetryAlert message={slots.error.message} onRetry={() => void slots.refetch()} />
          ) : (
            <SlotPicker
              offer={slots.data}
              selected={slot}
              onSelect={(chosen) => {
                setSlot(chosen);
                setFormShown(true);
              }}
            />
          )}
          {formShown && (
            <BookingForm
              summary={
                slot
                  ? `${dayLabel(slot.start, ownZone)} at ${timeLabel(slot.start, ownZone)}${tutorName ? ` with ${tutorName}` : ''}`
                  : 'Choose a time above.'
              }
              ready={Boolean(slot)}
              sending={create.isPending}
              error={create.isError && !taken ? create.error.message : undefined}
              onSubmit={book}
            />
          )}
        </div>
      )}
    </section>
  );
}
