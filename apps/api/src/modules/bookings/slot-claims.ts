import { SLOT_MINUTES } from '@tutoring/shared';
import type { Types } from 'mongoose';
import type { Generations } from '../../lib/cache/generations';
import { movingOn } from '../../lib/cache/moving-on';
import { AppError, notFound } from '../../lib/errors';
import { teamMemberExists } from '../team/team-queries';
import type { BookableCourse } from './course-tutors';
import { SlotClaimModel } from './booking.model';
import { slotKey, slotRefusal, type TutorHours } from './slots';

export const SLOT_MS = SLOT_MINUTES * 60_000;

/** The generations' name for the claims: kept free-slots answers are valid under it. */
export const SLOT_CLAIMS = 'slot-claims';

/**
 * Runs work that may take or give back slots (a booking, a move, a cancel, an erasure), then
 * moves the claims' generation on before anything is answered, so no kept free-slots answer
 * outlives it.
 */
export const changingClaims = (generations: Generations) => movingOn(generations, [SLOT_CLAIMS]);

const TAKEN = 'That time was just booked by someone else. Please choose another time.';

/** A 400 about one field of the booking. */
const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/** Refuses a start the tutor does not offer (the reason says which rule), else nothing. */
export function checkSlot(
  tutor: TutorHours,
  start: Date,
  timeZone: string,
  now: Date,
  end?: Date,
): void {
  if (end && end.getTime() - start.getTime() !== SLOT_MS) {
    throw invalidField(
      'end',
      `A demo class lasts ${SLOT_MINUTES} minutes: end must be ${SLOT_MINUTES} minutes after start.`,
    );
  }
  const refusal = slotRefusal(tutor, start, timeZone, now);
  if (refusal) throw invalidField('start', refusal);
}

/** The tutor of a course's booking: one of its tutors (400), an existing member (else 404). */
export async function tutorOf(course: BookableCourse, tutorId: string) {
  const tutor = course.tutors.find((candidate) => candidate.tutorId === tutorId);
  if (tutor) return tutor;
  if (!(await teamMemberExists(tutorId))) throw notFound('Tutor');
  throw invalidField('tutorId', "That tutor does not give this course's demo classes.");
}

/** Takes the slot for the booking, or 409 when it is taken: the unique _id decides. */
export async function claimSlot(tutorId: string, start: Date, bookingId: Types.ObjectId) {
  try {
    await SlotClaimModel.create({ _id: slotKey(tutorId, start), tutorId, start, bookingId });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new AppError('CONFLICT', TAKEN);
    throw error;
  }
}

/** Gives the booking's slot back; deletedCount 0 when it no longer held it. */
export const releaseSlot = (tutorId: string, start: Date, bookingId: unknown) =>
  SlotClaimModel.deleteOne({ _id: slotKey(tutorId, start), bookingId });
