import { useState } from 'react';
import type { Account } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAccounts } from '../api/accounts';
import { EnrolmentDialog, type EnrollableCourse } from './enrolment-dialog';
import { STAFF_LOAD_FAILED } from './staff-list';

const cell = 'px-3 py-2 align-middle';

/** Name or e-mail containing the search, any letter case. */
function matches(student: Account, search: string): boolean {
  const text = search.trim().toLowerCase();
  return !text || `${student.name} ${student.email}`.toLowerCase().includes(text);
}

/**
 * Registered students (accounts with role user), searchable by name or e-mail, each with the
 * published v2 courses they are enrolled in and 'Enrol' to change them.
 */
export function StudentsList({ courses }: { courses: readonly EnrollableCourse[] }) {
  const accounts = useAccounts();
  const [search, setSearch] = useState('');
  const [enrolling, setEnrolling] = useState<Account | null>(null);
  const titles = new Map(courses.map((course) => [course._id, course.title]));
  const students = (accounts.data ?? []).filter(
    (account) => account.role === 'user' && matches(account, search),
  );
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Students</h1>
      <div className="sm:max-w-sm">
        <FormField
          label="Search"
          type="search"
          hint="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {accounts.isPending && <Spinner label="Loading students…" />}
      {accounts.isError && <Alert>{errorMessage(accounts.error, STAFF_LOAD_FAILED)}</Alert>}
      {accounts.isSuccess && students.length === 0 && (
        <p className="text-muted">
          {search ? 'No student matches this search.' : 'No student has registered yet.'}
        </p>
      )}
      {students.length > 0 && (
        <DataTable
          label="Students"
          headers={['Name', 'Email', 'Registered', 'Courses', '']}
          minWidthClass="min-w-[48rem]"
        >
          {students.map((student) => (
            <tr key={student.id} className="border-t border-border">
              <td className={`${cell} font-medium text-foreground`}>{student.name}</td>
              <td className={`${cell} break-all`}>{student.email}</td>
              <td className={`${cell} whitespace-nowrap text-muted`}>
                {formatDateTime(student.createdAt)}
              </td>
              <td className={cell}>
                {student.enrolledCourses
                  .map((id) => titles.get(id))
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
              <td className={cell}>
                <Button
                  variant="outline"
                  onClick={() => setEnrolling(student)}
                  aria-label={`Enrol ${student.name}`}
                >
                  Enrol
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <EnrolmentDialog
        key={enrolling?.id ?? 'closed'}
        student={enrolling}
        courses={courses}
        onClose={() => setEnrolling(null)}
      />
    </section>
  );
}
