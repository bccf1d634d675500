import { useEffect, useId, useState } from 'react';
import type { Slot } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useCreateBooking, useSlots } from '../api/booking-requests';
import {
  BOOK_DEMO_INTRO,
  BookDemoFrame,
  BookDemoWaiting,
  CourseSelect,
  NoTimes,
  SLOT_TIMES_ROOM,
  type BookableCourseOption,
  type BookDemoPlacement,
} from './book-demo-parts';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm, type BookingDetails } from './booking-form';
import type { LeadOriginSignals } from '../../../lib/use-lead-origin';
import type { SpamSignals } from '../../../lib/use-spam-signals';
import { SlotPicker } from './slot-picker';
import { dayLabel, prepareTimeZones, timeLabel, visitorTimeZone } from '../../../lib/zoned-format';

export type { BookableCourseOption };

export interface BookDemoProps {
  courses: readonly BookableCourseOption[];
  /** The courses are still loading: the section keeps its room meanwhile. */
  loading?: boolean;
  /** The course the visitor came from (?course=<title>), chosen first when it is bookable. */
  initialCourseTitle: string;
  /**
   * 'contact': a course select above the times and the contact form below them; 'course': on
   * the course's own page, so no select, and a link to the contact form when no time suits.
   */
  placement?: BookDemoPlacement;
}

/** 'Mon 15 Mar at 18:30 with Priya', in the visitor's own zone. */
function slotSummary(slot: Slot, tutorName: string | undefined): string {
  const ownZone = visitorTimeZone();
  const when = `${dayLabel(slot.start, ownZone)} at ${timeLabel(slot.start, ownZone)}`;
  return tutorName ? `${when} with ${tutorName}` : when;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Book a Demo Class' on the contact page and on a course's page: a course, its free slots of
 * the next two weeks in the visitor's own zone, and the parent's name and e-mail. A slot taken
 * meanwhile (409) is said so, and the fresh slots show at once.
 */
export function BookDemo({
  courses,
  loading = false,
  initialCourseTitle,
  placement = 'contact',
}: BookDemoProps) {
  const courseFieldId = useId();
  const [chosenCourse, setChosenCourse] = useState<string>();
  const courseId =
    chosenCourse ??
    courses.find((course) => sameTitle(course.title, initialCourseTitle))?._id ??
    courses[0]?._id;
  // Two weeks of times are hundreds of buttons: rendered in slices (lib/use-deferred-query.ts).
  const slots = useDeferredQuery(useSlots(courseId));
  const [slot, setSlot] = useState<Slot>();
  // Once shown, the form stays: a slot taken meanwhile does not throw away what was typed.
  const [formShown, setFormShown] = useState(false);
  const [taken, setTaken] = useState<string>();
  const create = useCreateBooking();
  useEffect(prepareTimeZones, []);

  if (loading) return <BookDemoWaiting placement={placement} />;
  if (courses.length === 0) return null;
  const book = (details: BookingDetails & SpamSignals & LeadOriginSignals) => {
    if (!slot || !courseId) return;
    setTaken(undefined);
    create.mutate(
      {
        ...details,
        course: courseId,
        tutorId: slot.tutorId,
        start: slot.start,
        timeZone: visitorTimeZone(),
      },
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
  const courseTitle = courses.find((course) => course._id === courseId)?.title ?? '';
  return (
    <BookDemoFrame>
      {create.isSuccess ? (
        <div className="mt-4">
          <BookingConfirmation booked={create.data} />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-muted">{BOOK_DEMO_INTRO}</p>
          {placement === 'contact' && (
            <CourseSelect
              id={courseFieldId}
              courses={courses}
              value={courseId}
              onChange={(id) => {
                setChosenCourse(id);
                setSlot(undefined);
              }}
            />
          )}
          {taken && <Alert>{taken}</Alert>}
          <div className={SLOT_TIMES_ROOM}>
            {slots.isPending ? (
              <Spinner label="Loading free times…" />
            ) : slots.isError ? (
              <RetryAlert message={slots.error.message} onRetry={() => void slots.refetch()} />
            ) : (
              <SlotPicker
                offer={slots.data}
                noTimes={<NoTimes placement={placement} courseTitle={courseTitle} />}
                selected={slot}
                onSelect={(chosen) => {
                  setSlot(chosen);
                  setFormShown(true);
                }}
              />
            )}
          </div>
          {formShown && (
            <BookingForm
              summary={slot ? slotSummary(slot, tutorName) : 'Choose a time above.'}
              ready={Boolean(slot)}
              sending={create.isPending}
              error={create.isError && !taken ? create.error.message : undefined}
              onSubmit={book}
            />
          )}
        </div>
      )}
    </BookDemoFrame>
  );
}
