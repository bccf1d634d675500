import type { BatchInput } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../../../../test/http';
import { arrangeClasses, NOW, thursdayBatch } from '../../batches/__tests__/batch-fixtures';

export const ORIGIN = 'https://www.harbour.example';

/** The test clock: tests move it to let offers expire. */
export const clock = { now: NOW };

/** The app on the test clock, its mail links at ORIGIN. */
export const enrolClient = () => testClient({ clock: () => clock.now, publicOrigin: ORIGIN });

let counter = 0;

/** A London institute with an admin and an open batch of `seats` seats (a fee, or none). */
export async function arrangeBatch(seats: number, fee: BatchInput['fee'] = null) {
  const { admin, tutorId, courseId } = await arrangeClasses();
  const api = enrolClient();
  const created = await api
    .post('/api/batches')
    .set('Authorization', admin)
    .send({ ...thursdayBatch(courseId, tutorId), seats, fee });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { api, admin, batchId: String(created.body.batch._id), courseId };
}

/** An enrolment form of a new guardian (unless `email` is given) and child. */
export function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    studentName: `Child ${counter}`,
    guardianName: `Guardian ${counter}`,
    email: `guardian${counter}-${Date.now()}@families.example`,
    ...overrides,
  };
}

export const signedInFamily = () => createUserWithToken('user');
