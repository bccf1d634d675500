import { PUBLIC_SCREENS, type FamilyStudent } from '@tutoring/shared';
import { Link } from 'react-router-dom';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { visitorTimeZone } from '../../../lib/zoned-format';
import { useFamily } from '../api/get-family';
import { ClassCard } from './class-card';

export const FAMILY_TITLE = 'Your family';
export const NO_STUDENTS =
  'No student yet. When you enrol a child in a class, they and their classes appear here.';
export const NO_CLASSES = 'Not in a class yet.';
export const FAMILY_LOAD_FAILED = 'Failed to load your family.';

function StudentClasses({ student, timeZone }: { student: FamilyStudent; timeZone: string }) {
  const headingId = `student-${student._id}`;
  return (
    <li className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold break-words text-foreground">
        {student.name}
      </h3>
      {student.enrolments.length === 0 ? (
        <p className="text-sm text-muted">{NO_CLASSES}</p>
      ) : (
        <ul aria-label={`${student.name}'s classes`} className="grid gap-3 md:grid-cols-2">
          {student.enrolments.map((enrolment) => (
            <ClassCard
              key={enrolment._id}
              enrolment={enrolment}
              studentName={student.name}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function FamilyBody({ timeZone }: { timeZone: string }) {
  const family = useFamily();
  if (family.isPending) return <Spinner label="Loading your family…" className="py-4" />;
  if (family.isError) {
    return (
      <RetryAlert
        message={errorMessage(family.error, FAMILY_LOAD_FAILED)}
        onRetry={() => void family.refetch()}
      />
    );
  }
  const { students } = family.data;
  if (students.length === 0) {
    return (
      <p className="text-sm text-muted">
        {NO_STUDENTS}{' '}
        <Link
          to={PUBLIC_SCREENS['courses-v2'].path}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          Browse courses
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-6">
      {students.map((student) => (
        <StudentClasses key={student._id} student={student} timeZone={timeZone} />
      ))}
    </ul>
  );
}

/**
 * The family page (docs/API.md, "Families"): each student with their classes, next sessions
 * on the family's own clock (the browser's zone unless `timeZone` says otherwise), attendance
 * so far and make-up credits.
 */
export function FamilyPage({ timeZone = visitorTimeZone() }: { timeZone?: string }) {
  return (
    <section aria-labelledby="family-title" className="mt-8 flex flex-col gap-4">
      <h2 id="family-title" className="text-2xl font-semibold text-foreground">
        {FAMILY_TITLE}
      </h2>
      <FamilyBody timeZone={timeZone} />
    </section>
  );
}
