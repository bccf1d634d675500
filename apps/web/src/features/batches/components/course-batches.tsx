import { lazy, Suspense, useId, useState } from 'react';
import type { Batch } from '@tutoring/shared';
import { useCourseBatches } from '../api/get-course-batches';
import { BatchCard } from './batch-card';
import type { FamilyStudentOption, SignUpKind } from './batch-sign-up';
import { useVisitorZone } from './use-visitor-zone';

export const CLASSES_HEADING = 'Join a class';
export const CLASSES_INTRO =
  'Small groups that meet every week with the same tutor. Pick one and enrol your child.';

// The forms (zod, react-hook-form, the dialog) load when a parent opens one, not with the page.
const BatchSignUp = lazy(() => import('./batch-sign-up').then((m) => ({ default: m.BatchSignUp })));

interface CourseBatchesProps {
  courseId: string;
  /** A signed-in family's students, offered instead of typing a name. */
  students?: readonly FamilyStudentOption[] | undefined;
}

/**
 * A course's open batches (its classes), each with its times, seats left and a way in: the
 * page's own data (the server writes it into the course's page). Nothing when it has none.
 */
export function CourseBatches({ courseId, students }: CourseBatchesProps) {
  const headingId = useId();
  const { data: batches } = useCourseBatches(courseId);
  const visitorZone = useVisitorZone();
  const [chosen, setChosen] = useState<{ batch: Batch; kind: SignUpKind }>();
  if (!batches || batches.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-foreground">
        {CLASSES_HEADING}
      </h2>
      <p className="mt-1 text-muted">{CLASSES_INTRO}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {batches.map((batch) => (
          <BatchCard
            key={batch._id}
            batch={batch}
            visitorZone={visitorZone}
            onChoose={(picked, kind) => setChosen({ batch: picked, kind })}
          />
        ))}
      </ul>
      {chosen && (
        <Suspense fallback={null}>
          <BatchSignUp
            batch={chosen.batch}
            initialKind={chosen.kind}
            students={students}
            onClose={() => setChosen(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
